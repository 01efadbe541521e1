/**
 * The browser's offer to install Levita (Chromium's `beforeinstallprompt`), kept from the
 * moment the page starts: the browser makes it once, early, and the profile's "Instalar o app"
 * uses it whenever the person gets there. Without an offer (already installed, or a browser
 * that does not make one) nothing is shown. docs/shell.md "Installable app".
 */

/** What Chromium hands over; not in TypeScript's DOM types yet. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallPromptEvent | null) {
  offer = next;
  listeners.forEach((listener) => listener());
}

/** Listens for the offer and for the install; the shell calls it before its first render. */
export function watchInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the profile's button instead of the browser's own mini bar.
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => setOffer(null));
}

export const installOffer = {
  current: (): InstallPromptEvent | null => offer,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows the browser's install dialog; an offer is good for one prompt. */
  async accept(): Promise<'accepted' | 'dismissed' | undefined> {
    const shown = offer;
    if (!shown) return undefined;
    await shown.prompt();
    const { outcome } = await shown.userChoice;
    setOffer(null);
    return outcome;
  },
};

/**
 * Safari on iPhone and iPad makes no offer: it installs from the share sheet ("Adicionar à Tela
 * de Início"), and says it is not yet installed with `navigator.standalone === false` (true once
 * opened from the home screen; absent on every other browser).
 */
export function installsFromShareSheet(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === false;
}
