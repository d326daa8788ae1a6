/** Time zones an event can be held in (the admin offers these; Asia/Kolkata first as the default). */
export const EVENT_TIME_ZONES = [
  'Asia/Kolkata',
  'America/Mexico_City',
  'America/Monterrey',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Asia/Dubai',
  'Europe/London',
  'UTC',
] as const
