import { BLOG_IN_1 } from './blog-in-1'
import { BLOG_IN_2 } from './blog-in-2'
import { BLOG_MX } from './blog-mx'
import { CASE_STUDIES_IN } from './case-studies-in'
import { CASE_STUDIES_MX } from './case-studies-mx'
import { CASE_STUDIES_US } from './case-studies-us'
import { EVENTS } from './events'
import { EVENTS_MX } from './events-mx'
import { FINSIGHT } from './finsight'
import { FINSIGHT_MX } from './finsight-mx'
import { NEWS_IN } from './news-in'
import { NEWS_MX } from './news-mx'
import type { CaseStudySeed, EventSeed, PostSeed, VideoSeed } from './types'
import { VIDEOS } from './videos'
import { VIDEOS_MX } from './videos-mx'

export { AUTHORS, CATEGORIES } from './taxonomy'

export const POSTS: PostSeed[] = [...BLOG_IN_1, ...BLOG_IN_2, ...BLOG_MX, ...NEWS_IN, ...NEWS_MX, ...FINSIGHT, ...FINSIGHT_MX]
export const EVENT_SEEDS: EventSeed[] = [...EVENTS, ...EVENTS_MX]
export const VIDEO_SEEDS: VideoSeed[] = [...VIDEOS, ...VIDEOS_MX]
export const CASE_STUDY_SEEDS: CaseStudySeed[] = [...CASE_STUDIES_IN, ...CASE_STUDIES_MX, ...CASE_STUDIES_US]
