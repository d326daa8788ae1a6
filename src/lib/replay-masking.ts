/**
 * Spread on every <form>: the session-replay providers' documented attributes that keep an element's content
 * and whatever is typed into it out of recordings (Clarity masks input values in every mode and masks all
 * content under `data-clarity-mask`; Hotjar suppresses keystrokes by default and all content under
 * `data-hj-suppress`), so labels, messages and values shown inside a form are masked too.
 */
export const REPLAY_MASKED = { 'data-clarity-mask': 'true', 'data-hj-suppress': '' } as const
