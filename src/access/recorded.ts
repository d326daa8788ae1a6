/** Field access of what the site records itself (a lead's origin, a notification's delivery): shown, and changed through the API by no one. */
export const recorded = { create: () => false, update: () => false }
