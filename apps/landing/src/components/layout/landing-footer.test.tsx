import { demoRemoteProps } from '@levita/federation/testing';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingProvider } from '../../lib/landing-context';
import { LandingFooter } from './landing-footer';

afterEach(() => vi.useRealTimers());

describe('landing footer', () => {
  it('signs with the year of the visit', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-10T12:00:00Z'));
    render(
      <LandingProvider props={demoRemoteProps({ locale: 'pt-BR' })}>
        <LandingFooter />
      </LandingProvider>,
    );
    expect(screen.getByText('© 2027 Levita. Todos os direitos reservados.')).toBeInTheDocument();
  });
});
