// The pieces the new-schedule wizard and the edit screen share (part 2 §2).
export { focusFirstMissing, infoFieldIds } from './info-field-ids';
export { SaveFeedbackNotice } from './save-feedback-notice';
export { ScheduleInfoFields, TIME_STEP_SECONDS } from './schedule-info-fields';
export { ScheduleMembersSection } from './schedule-members-section';
export { ScheduleSongsSection } from './schedule-songs-section';
export { ActionBar, ActionGroup, FormMessages } from './form-layout';
