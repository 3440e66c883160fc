// The home page's heading and line: drawn by the web app, and written by the server into the first
// screen so they show before the JavaScript runs (docs/decisions/0014-speed.md).
export const HOME_HEADING = 'What’s cooking?';
export const HOME_LINE =
  'Search the recipes, let fate pick one when you’re feeling hungry, or show Chef Roastie what’s on your plate.';
