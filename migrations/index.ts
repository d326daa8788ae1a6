import * as migration_20261121_213348_initial from './20261121_213348_initial'
import * as migration_20261121_230000_reference_data from './20261121_230000_reference_data'
import * as migration_20261122_000000_lead_capture from './20261122_000000_lead_capture'
import * as migration_20261122_001107_lead_capture_collections from './20261122_001107_lead_capture_collections'
import * as migration_20261123_071901_resources from './20261123_071901_resources'
import * as migration_20261123_074205_resource_list_titles from './20261123_074205_resource_list_titles'
import * as migration_20261123_120000_shipping_reference from './20261123_120000_shipping_reference'
import * as migration_20261123_121816_calculators from './20261123_121816_calculators'
import * as migration_20261123_172501_tracking_settings from './20261123_172501_tracking_settings'
import * as migration_20261123_172754_push_notifications from './20261123_172754_push_notifications'
import * as migration_20261123_204838_cookie_section from './20261123_204838_cookie_section'
import * as migration_20261124_090000_resource_search_vectors from './20261124_090000_resource_search_vectors'
import * as migration_20261129_090000_otp_email_sends from './20261129_090000_otp_email_sends'
import * as migration_20261129_093000_users_without_lock from './20261129_093000_users_without_lock'
import * as migration_20261129_120000_csp_violations from './20261129_120000_csp_violations'
import * as migration_20261130_140000_otp_mailbox_sends from './20261130_140000_otp_mailbox_sends'
import * as migration_20261130_143000_otp_email_codes from './20261130_143000_otp_email_codes'

export const migrations = [
  {
    up: migration_20261121_213348_initial.up,
    down: migration_20261121_213348_initial.down,
    name: '20261121_213348_initial',
  },
  {
    up: migration_20261121_230000_reference_data.up,
    down: migration_20261121_230000_reference_data.down,
    name: '20261121_230000_reference_data',
  },
  {
    up: migration_20261122_000000_lead_capture.up,
    down: migration_20261122_000000_lead_capture.down,
    name: '20261122_000000_lead_capture',
  },
  {
    up: migration_20261122_001107_lead_capture_collections.up,
    down: migration_20261122_001107_lead_capture_collections.down,
    name: '20261122_001107_lead_capture_collections',
  },
  {
    up: migration_20261123_071901_resources.up,
    down: migration_20261123_071901_resources.down,
    name: '20261123_071901_resources',
  },
  {
    up: migration_20261123_074205_resource_list_titles.up,
    down: migration_20261123_074205_resource_list_titles.down,
    name: '20261123_074205_resource_list_titles',
  },
  {
    up: migration_20261123_120000_shipping_reference.up,
    down: migration_20261123_120000_shipping_reference.down,
    name: '20261123_120000_shipping_reference',
  },
  {
    up: migration_20261123_121816_calculators.up,
    down: migration_20261123_121816_calculators.down,
    name: '20261123_121816_calculators',
  },
  {
    up: migration_20261123_172501_tracking_settings.up,
    down: migration_20261123_172501_tracking_settings.down,
    name: '20261123_172501_tracking_settings',
  },
  {
    up: migration_20261123_172754_push_notifications.up,
    down: migration_20261123_172754_push_notifications.down,
    name: '20261123_172754_push_notifications',
  },
  {
    up: migration_20261123_204838_cookie_section.up,
    down: migration_20261123_204838_cookie_section.down,
    name: '20261123_204838_cookie_section',
  },
  {
    up: migration_20261124_090000_resource_search_vectors.up,
    down: migration_20261124_090000_resource_search_vectors.down,
    name: '20261124_090000_resource_search_vectors',
  },
  {
    up: migration_20261129_090000_otp_email_sends.up,
    down: migration_20261129_090000_otp_email_sends.down,
    name: '20261129_090000_otp_email_sends',
  },
  {
    up: migration_20261129_093000_users_without_lock.up,
    down: migration_20261129_093000_users_without_lock.down,
    name: '20261129_093000_users_without_lock',
  },
  {
    up: migration_20261129_120000_csp_violations.up,
    down: migration_20261129_120000_csp_violations.down,
    name: '20261129_120000_csp_violations',
  },
  {
    up: migration_20261130_140000_otp_mailbox_sends.up,
    down: migration_20261130_140000_otp_mailbox_sends.down,
    name: '20261130_140000_otp_mailbox_sends',
  },
  {
    up: migration_20261130_143000_otp_email_codes.up,
    down: migration_20261130_143000_otp_email_codes.down,
    name: '20261130_143000_otp_email_codes',
  },
]
