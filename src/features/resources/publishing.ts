/** The queue Payload puts scheduled publish jobs on (the admin's "Schedule publish" queues without naming one). */
export const SCHEDULED_PUBLISH_QUEUE = 'default'
