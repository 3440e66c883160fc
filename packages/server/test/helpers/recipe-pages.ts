// Recipe data the importer's tests and the Playwright journey serve from their local page server:
// a schema.org Recipe inside a WordPress-style @graph, and the HTML page that carries it.
export const weeknightDalJsonLd = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', name: 'Weeknight dal' },
    {
      '@type': 'Recipe',
      name: 'Weeknight dal',
      description: 'Red lentils, spinach &amp; spice.',
      recipeYield: ['4', '4 servings'],
      totalTime: 'PT40M',
      recipeCategory: 'Main course',
      recipeIngredient: ['250g red lentils', '1 tbsp vegetable oil', '2 garlic cloves, crushed'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Rinse the lentils.' },
        { '@type': 'HowToStep', text: 'Simmer everything for 30 minutes.' },
      ],
    },
  ],
};

/** An HTML page with the dal's JSON-LD, after a broken block as real pages sometimes have. */
export const weeknightDalPage = `<!doctype html><html><head><title>Dal</title>
<script type="application/ld+json">{ broken</script>
<script type="application/ld+json">${JSON.stringify(weeknightDalJsonLd)}</script>
</head><body><h1>Weeknight dal</h1></body></html>`;
