import { emailShareLink, shareLinks } from '../share'

type Props = { url: string; title: string; labels: { heading: string; shareOn: (network: string) => string; email: string } }

export function ShareLinks({ url, title, labels }: Props) {
  const link = 'inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50'
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{labels.heading}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={labels.shareOn(network)} className={link}>
              {network}
            </a>
          </li>
        ))}
        <li>
          <a href={emailShareLink(url, title)} className={link}>
            {labels.email}
          </a>
        </li>
      </ul>
    </div>
  )
}
