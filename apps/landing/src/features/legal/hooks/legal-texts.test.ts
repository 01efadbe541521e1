import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US/legal.json';
import ptBR from '../../../locales/pt-BR/legal.json';

interface Section {
  title: string;
  paragraphs: string[];
  items?: string[];
}

interface LegalDocument {
  title: string;
  intro: string;
  sections: Record<string, Section>;
}

type DocumentName = 'privacy' | 'terms';

const locales: Record<string, Record<DocumentName, LegalDocument>> = {
  'pt-BR': ptBR,
  'en-US': enUS,
};

const sectionIds: Record<DocumentName, string[]> = {
  privacy: [
    'introduction',
    'informationCollected',
    'useOfData',
    'sharing',
    'security',
    'retention',
    'userRights',
    'cookies',
    'children',
    'changes',
    'contact',
  ],
  terms: [
    'introduction',
    'definitions',
    'acceptance',
    'userAccounts',
    'content',
    'license',
    'intellectualProperty',
    'payment',
    'termination',
    'limitation',
    'disclaimer',
    'governingLaw',
    'changes',
    'contact',
  ],
};

const documentNames: DocumentName[] = ['privacy', 'terms'];

const sectionStrings = (section: Section) => [
  section.title,
  ...section.paragraphs,
  ...(section.items ?? []),
];

const documentStrings = (document: LegalDocument, except?: string) => [
  document.title,
  document.intro,
  ...Object.entries(document.sections)
    .filter(([id]) => id !== except)
    .flatMap(([, section]) => sectionStrings(section)),
];

const sectionOf = (document: LegalDocument, id: string): Section => {
  const found = document.sections[id];
  if (!found) throw new Error(`missing section ${id}`);
  return found;
};

describe.each(Object.entries(locales))('legal texts (%s)', (_locale, texts) => {
  it.each(documentNames)('%s lists the required sections in order', (name) => {
    expect(Object.keys(texts[name].sections)).toEqual(sectionIds[name]);
  });

  it('defines five terms and prohibits five kinds of content', () => {
    expect(sectionOf(texts.terms, 'definitions').items).toHaveLength(5);
    expect(sectionOf(texts.terms, 'content').items).toHaveLength(5);
  });

  it.each(documentNames)('%s gives {{email}} only in the contact section', (name) => {
    const contact = sectionStrings(sectionOf(texts[name], 'contact'));
    expect(contact.join(' ')).toContain('{{email}}');
    const elsewhere = documentStrings(texts[name], 'contact');
    expect(elsewhere.filter((text) => text.includes('{{email}}'))).toEqual([]);
  });

  it.each(documentNames)('%s states the minimum age with {{minimumAge}}', (name) => {
    expect(documentStrings(texts[name]).join(' ')).toContain('{{minimumAge}}');
  });

  it.each(documentNames)('%s has only non-empty strings and allowed placeholders', (name) => {
    for (const text of documentStrings(texts[name])) {
      expect(text.trim()).not.toBe('');
      expect(text.replace(/\{\{(email|minimumAge)\}\}/g, '')).not.toMatch(/\{\{|\}\}/);
    }
  });
});

describe('privacy policy: where the user exercises their rights', () => {
  it.each([
    [
      'pt-BR',
      ptBR,
      'Perfil → "Baixar meus dados"',
      'Perfil → "Excluir minha conta"',
      'Ex-integrante',
    ],
    [
      'en-US',
      enUS,
      'Profile → "Download my data"',
      'Profile → "Delete my account"',
      'Former member',
    ],
  ] as const)(
    '%s points to the profile’s download and deletion, and says what stays',
    (_locale, texts, download, deletion, kept) => {
      const rights = sectionStrings(sectionOf(texts.privacy, 'userRights')).join(' ');
      expect(rights).toContain(download);
      expect(rights).toContain(deletion);
      expect(rights).toContain(kept);
    },
  );
});

describe('legal texts parity', () => {
  it.each(documentNames)('%s has the same paragraph and item counts in pt-BR and en-US', (name) => {
    const counts = (document: LegalDocument) =>
      Object.entries(document.sections).map(([id, section]) => ({
        id,
        paragraphs: section.paragraphs.length,
        items: section.items?.length ?? 0,
        hasItems: section.items !== undefined,
      }));
    expect(counts(enUS[name])).toEqual(counts(ptBR[name]));
  });
});
