import { afterEach, describe, expect, it } from 'vitest';
import { defaultPublicConfig, readPublicConfig } from './public-config';

function addConfigElement(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'levita-public-config';
  script.textContent = text;
  document.body.append(script);
}

const configured = {
  contactEmail: 'equipe@example.org',
  androidAppUrl: 'https://play.example/levita',
  iosAppUrl: 'https://apps.example/levita',
  feedbackUrl: 'https://feedback.example/levita',
};

describe('readPublicConfig', () => {
  afterEach(() => document.getElementById('levita-public-config')?.remove());

  it('gives the defaults when the page has no config element', () => {
    expect(readPublicConfig()).toEqual(defaultPublicConfig);
    expect(readPublicConfig().contactEmail).toBe('contato@levita.app');
  });

  it('reads the values of the config element', () => {
    addConfigElement(JSON.stringify(configured));
    expect(readPublicConfig()).toEqual(configured);
  });

  it('gives the defaults for broken JSON', () => {
    addConfigElement('{"contactEmail": ');
    expect(readPublicConfig()).toEqual(defaultPublicConfig);
  });

  it('keeps the default of each value that is not a non-empty string', () => {
    addConfigElement(
      JSON.stringify({
        contactEmail: 42,
        androidAppUrl: null,
        iosAppUrl: '',
        feedbackUrl: configured.feedbackUrl,
      }),
    );
    expect(readPublicConfig()).toEqual({
      ...defaultPublicConfig,
      feedbackUrl: configured.feedbackUrl,
    });
  });

  it('gives the defaults for JSON that is not an object', () => {
    addConfigElement('null');
    expect(readPublicConfig()).toEqual(defaultPublicConfig);
  });
});
