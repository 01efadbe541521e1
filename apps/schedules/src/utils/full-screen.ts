/*
 * Stage mode's full screen. Browsers grant it to a tap only, so the detail's "Modo palco" asks
 * as it is tapped, and the stage's own button toggles it; a refusal changes nothing (stage mode
 * fills the window anyway).
 */

export function enterFullScreen(): void {
  void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

export function leaveFullScreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}
