import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

type Props = Omit<ImageProps, 'priority' | 'preload'> & {
  /** The page's largest image on the first screen: asked for from the document's head, at high priority. */
  preload?: boolean
}

/**
 * next/image's markup (the same srcset, sizes and optimizer URLs) as a plain server-rendered <img>: next/image is
 * a client component, which every picture of a page would carry into the RSC payload and hydrate.
 */
export function Picture({ preload, ...image }: Props) {
  const { props } = getImageProps({ ...image, preload, fetchPriority: preload ? 'high' : image.fetchPriority })
  if (preload) preloadResource(props.src, { as: 'image', fetchPriority: 'high', imageSrcSet: props.srcSet, imageSizes: props.sizes })
  const { alt, ...rest } = props
  // eslint-disable-next-line @next/next/no-img-element -- the <img> that next/image would render
  return <img alt={alt} {...rest} />
}
