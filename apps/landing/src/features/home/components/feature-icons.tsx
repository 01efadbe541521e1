import { MusicNotesIcon } from '@levita/ui/music-notes-icon';
import { createIcon } from '@levita/ui/svg-icon';

// The feature cards' pictures, drawn like the app's own line icons (libs/ui, 24×24): an emoji
// showed as an empty box where no emoji font is installed. Plain SVG, no styled-components.

const CalendarIcon = createIcon(
  'CalendarIcon',
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2M8 17.5h2" />
  </>,
);

const MessageIcon = createIcon(
  'MessageIcon',
  <path d="M4 5.5h16v10.5H10l-4.5 3.5V16H4z M8 9.5h8M8 12.5h5" />,
);

const ChartIcon = createIcon('ChartIcon', <path d="M4 20h16M7 20v-6M12 20V8M17 20v-9" />);

const HandIcon = createIcon(
  'HandIcon',
  <>
    <circle cx="9" cy="7" r="3" />
    <path d="M3.5 20v-2a5.5 5.5 0 0 1 11 0v2M16 11l2 2 4-4.5" />
  </>,
);

export const featureIcons = {
  library: MusicNotesIcon,
  schedules: CalendarIcon,
  communication: MessageIcon,
  analytics: ChartIcon,
  availability: HandIcon,
} as const;
