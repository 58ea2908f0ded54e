/** What a page sends its worker, besides the plugin's own SKIP_WAITING: the images it showed. */
export const CACHE_IMAGES = 'CACHE_IMAGES';
