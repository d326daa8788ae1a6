import type { Field, GroupField } from 'payload'

/** A label and a target: a site path such as `/contact-us` (the edition prefix is added) or a full URL. */
export function linkFields(options: { required?: boolean } = {}): Field[] {
  return [
    { name: 'label', type: 'text', required: options.required ?? true },
    {
      name: 'href',
      type: 'text',
      required: options.required ?? true,
      admin: { description: 'A site path such as /contact-us (the edition prefix is added), #get-financed, or a full https:// URL.' },
    },
  ]
}

export function linkGroup(name: string, label?: string): GroupField {
  return { name, label, type: 'group', fields: linkFields({ required: false }) }
}
