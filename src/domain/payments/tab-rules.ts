/** The SSE event name of a tab's stream: its data is the whole tab (or the owner's open tabs). */
export const TAB_STREAM_EVENT = 'tab';
