// The recipe a recipe page's HTML carries for a visitor, as the API would answer it, in a data
// block of this id: the page renders the recipe from it on the first render, without waiting for
// a request (docs/decisions/0014-speed.md). Written by the server, read by the web app.
export const EMBEDDED_RECIPE_ELEMENT_ID = 'roastie-recipe';
