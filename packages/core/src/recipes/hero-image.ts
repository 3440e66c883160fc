// How wide the recipe page's photo is drawn: the phone's full width, or 34rem beside the text on a
// wide screen. The page's <img sizes> and the server's preload of that photo must say the same,
// or the browser fetches a second size (docs/decisions/0014-speed.md).
export const RECIPE_HERO_IMAGE_SIZES = '(min-width: 64rem) 34rem, 100vw';

/** The photo's text alternative, the same in the page and in the server-written first screen. */
export const recipePhotoAlt = (recipeName: string) => `Photo of ${recipeName}`;
