import type { Config } from '../config/env.js';
import type { ContentSecurityPolicySources } from './security-headers.js';

/**
 * CSP sources for the outside services this install is configured with, and only those:
 * Razorpay's checkout (script, its frames and API calls) when payments use the real checkout,
 * Cloudinary's upload API, video and still delivery when videos are stored there.
 */
export function thirdPartySources(config: Config): ContentSecurityPolicySources {
  const sources: ContentSecurityPolicySources = {};
  const add = (directive: string, ...origins: string[]) => {
    sources[directive] = [...(sources[directive] ?? []), ...origins];
  };
  if (config.editorialAccess === 'paid' && config.razorpay?.checkout === 'razorpay') {
    add('script-src', 'https://checkout.razorpay.com');
    add('frame-src', 'https://api.razorpay.com', 'https://checkout.razorpay.com');
    add('connect-src', 'https://api.razorpay.com', 'https://lumberjack.razorpay.com');
    add('img-src', 'https://cdn.razorpay.com');
  }
  if (config.cloudinary) {
    add('connect-src', new URL(config.cloudinary.apiUrl).origin);
    add('media-src', new URL(config.cloudinary.deliveryUrl).origin);
    // Video stills (thumbnailUrl) are delivered from the same origin as the videos.
    add('img-src', new URL(config.cloudinary.deliveryUrl).origin);
  }
  return sources;
}
