import type {Plugin} from '@docusaurus/types';

/**
 * The showcase's preview cards (static/img/showcase/*.png, through the
 * ideal-image plugin): each module inlines a blurred placeholder as a base64
 * PNG, 83 of them about 32 KB, which the bundler put in the showcase page's
 * own chunk.
 */
export const showcaseCardImages = /[\\/]static[\\/]img[\\/]showcase[\\/][^\\/]+\.png$/;

/** The chunk those modules move to; a fixed name keeps its file name stable between builds. */
export const showcaseCardsChunkName = 'showcase-cards';

/**
 * Keeps the showcase cards' inline placeholders out of the chunk the router
 * prefetches. Every page's navbar links to /showcase/, and for a link in view
 * Docusaurus prefetches the files of that route's named chunks, but not the
 * other chunks those chunks need (core's client `prefetch` only asks
 * `__webpack_require__.gca` for each named chunk). A cache group (the
 * `configureWebpack` extension point; Rspack takes webpack's splitChunks
 * options) moves the images into a chunk of their own: the prefetch of every
 * page stays small, and the showcase still gets its cards with its page,
 * since opening it (a click, the hover preload, or a first visit, whose HTML
 * lists every chunk of the route) loads all the chunks of the route.
 */
export default function prefetchWeightPlugin(): Plugin {
  return {
    name: 'prefetch-weight',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              [showcaseCardsChunkName]: {
                test: showcaseCardImages,
                name: showcaseCardsChunkName,
                chunks: 'async',
                // Whatever the size and request limits, these modules always leave the page's chunk.
                enforce: true,
                priority: 45,
              },
            },
          },
        },
      };
    },
  };
}
