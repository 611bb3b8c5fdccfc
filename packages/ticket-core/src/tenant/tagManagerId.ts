/**
 * A Google Tag Manager container id (`GTM-` and 4 to 12 capitals or digits). The storefront builds the
 * container's script URL from it, so nothing else may pass. It lives apart from the tenant config's zod
 * schema so that the storefront can check an id without bundling zod, whose schemas probe for `eval`
 * (which the storefront's Content-Security-Policy refuses) as they are built.
 */
export const tagManagerIdPattern = /^GTM-[A-Z0-9]{4,12}$/;
