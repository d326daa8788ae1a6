import { CallToActionBlock } from './CallToAction/config'
import { FaqBlock } from './Faq/config'
import { FeatureGridBlock } from './FeatureGrid/config'
import { FiguresBlock } from './Figures/config'
import { HeroBlock } from './Hero/config'
import { HowItWorksBlock } from './HowItWorks/config'
import { LeadFormBlock } from './LeadForm/config'
import { MediaColumnsBlock } from './MediaColumns/config'
import { RichTextBlock } from './RichTextBlock/config'
import { TestimonialsBlock } from './Testimonials/config'

export const PAGE_BLOCKS = [
  HeroBlock,
  FeatureGridBlock,
  HowItWorksBlock,
  FiguresBlock,
  FaqBlock,
  TestimonialsBlock,
  CallToActionBlock,
  RichTextBlock,
  MediaColumnsBlock,
  LeadFormBlock,
]
