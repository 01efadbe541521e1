import { ministryLinks, type ScheduleDetail } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import { useMemo, useState } from 'react';
import { useShareText } from '../../../hooks/use-share-text';
import { scheduleShareText, whatsAppLink } from '../../../utils/schedule-share-text';

/** A phone (touch first): where the system share sheet is the natural way to WhatsApp. */
const onPhone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * The detail's "Compartilhar": on a phone with the Web Share API, the share sheet; elsewhere
 * (or when the sheet fails) the text goes to the clipboard with a confirmation and a wa.me
 * link is offered, which opens WhatsApp (Web) with the text typed in.
 */
export function useScheduleShare(schedule: ScheduleDetail) {
  const { t } = useTranslation(['schedule-detail', 'schedule-setlist', 'schedules']);
  const { locale } = useFormatters();
  const text = useMemo(() => {
    const path = ministryLinks.schedule(schedule.ministerio_id, schedule.id);
    return scheduleShareText(schedule, locale, t, new URL(path, window.location.origin).href);
  }, [schedule, locale, t]);
  const sharing = useShareText(schedule.titulo, text);
  const [offerWhatsApp, setOfferWhatsApp] = useState(false);

  const share = async () => {
    if (sharing.canShare && onPhone()) {
      setOfferWhatsApp(false);
      await sharing.share();
      return;
    }
    await sharing.copy();
    setOfferWhatsApp(true);
  };

  return {
    share,
    copied: sharing.copied,
    copyFailed: sharing.copyFailed,
    /** Shown once the text was copied (or could not be): the way to WhatsApp off a phone. */
    whatsAppUrl: offerWhatsApp ? whatsAppLink(text) : null,
  };
}

export type ScheduleShare = ReturnType<typeof useScheduleShare>;
