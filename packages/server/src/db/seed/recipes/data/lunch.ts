// Chef Roastie's lunches. Amounts follow the conventions in seed-recipe.ts.
import type { SeedRecipe } from '../seed-recipe.ts';

export const LUNCH_RECIPES: readonly SeedRecipe[] = [
  {
    slug: 'greek-village-salad-with-chickpeas',
    name: 'Greek Village Salad with Chickpeas',
    type: 'Lunch',
    cuisine: 'Greek',
    description:
      'Juicy tomatoes, cucumber, peppers, olives and a slab of feta, made into a proper meal with chickpeas. No lettuce was harmed, because a real horiatiki has none.',
    cookTime: 15,
    servings: 4,
    ingredients: [
      { name: 'tomato', amount: 4, unit: 'piece' },
      { name: 'cucumber', amount: 1, unit: 'piece' },
      { name: 'green bell pepper', amount: 1, unit: 'piece' },
      { name: 'red onion', amount: 0.5, unit: 'piece' },
      { name: 'chickpeas', amount: 480, unit: 'g' },
      { name: 'kalamata olives', amount: 60, unit: 'g' },
      { name: 'feta', amount: 200, unit: 'g' },
      { name: 'olive oil', amount: 4, unit: 'tbsp' },
      { name: 'red wine vinegar', amount: 1, unit: 'tbsp' },
      { name: 'dried oregano', amount: 1, unit: 'tsp' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Cut the tomatoes into wedges and the cucumber into thick half-moons. Slice the pepper into rings and the onion very thinly.',
      },
      { description: 'Drain and rinse the chickpeas and pat them dry.' },
      {
        description:
          'Toss the tomatoes, cucumber, pepper, onion, chickpeas and olives with the salt in a wide bowl and leave for 5 minutes so the tomatoes release their juice.',
      },
      {
        description: 'Whisk the olive oil and vinegar, pour over the salad and toss gently.',
      },
      {
        description:
          'Lay the feta on top in one piece, sprinkle it with the oregano and serve, breaking the cheese up at the table.',
      },
    ],
    tags: ['vegetarian', 'quick', 'high-fibre'],
    diet: 'vegetarian',
  },
  {
    slug: 'turkish-red-lentil-soup',
    name: 'Turkish Red Lentil Soup with Lemon',
    type: 'Lunch',
    cuisine: 'Turkish',
    description:
      'Mercimek çorbası: a velvety red lentil soup with cumin and paprika, brightened with lemon and a sizzle of minty oil. Cheap, cheerful and kinder to your blood sugar than your usual sandwich.',
    cookTime: 40,
    servings: 4,
    ingredients: [
      { name: 'olive oil', amount: 3, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'carrot', amount: 1, unit: 'piece' },
      { name: 'potato', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 2, unit: 'piece' },
      { name: 'tomato paste', amount: 1, unit: 'tbsp' },
      { name: 'cumin', amount: 1, unit: 'tsp' },
      { name: 'paprika', amount: 1, unit: 'tsp' },
      { name: 'red lentils', amount: 600, unit: 'g' },
      { name: 'vegetable stock', amount: 1, unit: 'l' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'mint', amount: 1, unit: 'tbsp' },
      { name: 'chili flakes', amount: 0.5, unit: 'tsp' },
      { name: 'lemon', amount: 1, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Chop the onion, carrot and potato, and slice the garlic. Rinse the lentils (about 200 g dry).',
      },
      {
        description:
          'Heat 2 tbsp of the oil in a large pot and cook the onion and carrot for 8 minutes until soft. Add the garlic, tomato paste, cumin and paprika and stir for 1 minute.',
      },
      {
        description:
          'Add the lentils, potato, stock and salt. Bring to the boil, then simmer for 20 to 25 minutes until the lentils have collapsed and the potato is tender.',
      },
      {
        description:
          'Blend the soup until smooth, adding a little water if it is too thick. Taste for salt.',
      },
      {
        description:
          'Warm the remaining oil in a small pan, take it off the heat and stir in the chopped mint and chilli flakes.',
      },
      {
        description:
          'Ladle the soup into bowls, drizzle with the minty oil and serve with lemon wedges to squeeze over.',
      },
    ],
    tags: ['vegan', 'one-pot', 'high-fibre', 'batch-cooking'],
    diet: 'vegan',
  },
  {
    slug: 'baked-falafel-pitas-with-tahini-sauce',
    name: 'Baked Falafel Pitas with Tahini Sauce',
    type: 'Lunch',
    cuisine: 'Middle Eastern',
    description:
      'Herby chickpea falafel baked until crisp, tucked into warm pitas with tomato, cucumber and lemony tahini. All the crunch, none of the deep-fat fryer sulking in your kitchen.',
    cookTime: 40,
    servings: 4,
    ingredients: [
      { name: 'chickpeas', amount: 480, unit: 'g' },
      { name: 'onion', amount: 0.5, unit: 'piece' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'parsley', amount: 0.5, unit: 'cup' },
      { name: 'cilantro', amount: 0.5, unit: 'cup' },
      { name: 'cumin', amount: 2, unit: 'tsp' },
      { name: 'ground coriander', amount: 1, unit: 'tsp' },
      { name: 'salt', amount: 0.75, unit: 'tsp' },
      { name: 'besan', amount: 3, unit: 'tbsp' },
      { name: 'baking powder', amount: 0.5, unit: 'tsp' },
      { name: 'olive oil', amount: 3, unit: 'tbsp' },
      { name: 'tahini', amount: 4, unit: 'tbsp' },
      { name: 'lemon juice', amount: 2, unit: 'tbsp' },
      { name: 'water', amount: 4, unit: 'tbsp' },
      { name: 'tomato', amount: 2, unit: 'piece' },
      { name: 'cucumber', amount: 0.5, unit: 'piece' },
      { name: 'pita', amount: 4, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Heat the oven to 200°C and line a tray with baking paper. Drain the chickpeas and pat them very dry.',
      },
      {
        description:
          'Pulse the chickpeas, onion, 2 garlic cloves, parsley, cilantro, cumin, coriander and salt in a food processor until finely chopped but not a paste. Stir in the besan and baking powder.',
      },
      {
        description:
          'Shape into 16 small patties, set them on the tray and brush with the olive oil.',
      },
      {
        description:
          'Bake for 25 minutes, turning halfway, until deep golden and crisp at the edges.',
      },
      {
        description:
          'Meanwhile whisk the tahini with the lemon juice, the last garlic clove (grated) and the water into a smooth, pourable sauce. Dice the tomatoes and cucumber.',
      },
      {
        description:
          'Warm the pitas, split them open and fill with falafel, tomato and cucumber. Spoon in the tahini sauce and serve.',
      },
    ],
    tags: ['vegan', 'high-fibre'],
    diet: 'vegan',
  },
  {
    slug: 'tabbouleh-with-bulgur-and-herbs',
    name: 'Tabbouleh with Bulgur and Herbs',
    type: 'Lunch',
    cuisine: 'Lebanese',
    description:
      'A vivid heap of parsley, mint, tomato and bulgur dressed with lemon and olive oil. It is a herb salad with some grain in it, not the other way round; Chef Roastie will check.',
    cookTime: 20,
    servings: 4,
    ingredients: [
      { name: 'bulgur', amount: 360, unit: 'g' },
      { name: 'parsley', amount: 2, unit: 'cup' },
      { name: 'mint', amount: 0.5, unit: 'cup' },
      { name: 'tomato', amount: 3, unit: 'piece' },
      { name: 'spring onion', amount: 4, unit: 'piece' },
      { name: 'lemon juice', amount: 4, unit: 'tbsp' },
      { name: 'olive oil', amount: 4, unit: 'tbsp' },
      { name: 'allspice', amount: 0.25, unit: 'tsp' },
      { name: 'salt', amount: 0.75, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Cook the bulgur (about 120 g dry): cover it with boiling water, leave for 15 minutes, then drain and squeeze out the excess water. Spread it out to cool.',
      },
      {
        description:
          'Finely chop the parsley and mint with a sharp knife, so the herbs stay bright rather than bruised.',
      },
      { description: 'Finely dice the tomatoes and thinly slice the spring onions.' },
      {
        description: 'Whisk the lemon juice, olive oil, allspice and salt in a large bowl.',
      },
      {
        description:
          'Add the bulgur, herbs, tomatoes and spring onions and toss well. Taste and add more lemon or salt if needed.',
      },
      { description: 'Serve straight away, with crisp lettuce leaves for scooping if you like.' },
    ],
    tags: ['vegan', 'quick'],
    diet: 'vegan',
  },
  {
    slug: 'panzanella-tuscan-bread-salad',
    name: 'Panzanella (Tuscan Bread Salad)',
    type: 'Lunch',
    cuisine: 'Italian',
    description:
      'Toasted sourdough soaking up tomato juices, red wine vinegar and olive oil with cucumber, capers and basil. Leftover bread never had it so good, and the vinegar even softens the glucose blow.',
    cookTime: 25,
    servings: 4,
    ingredients: [
      { name: 'sourdough bread', amount: 6, unit: 'piece' },
      { name: 'olive oil', amount: 5, unit: 'tbsp' },
      { name: 'tomato', amount: 600, unit: 'g' },
      { name: 'salt', amount: 0.75, unit: 'tsp' },
      { name: 'cucumber', amount: 1, unit: 'piece' },
      { name: 'red bell pepper', amount: 1, unit: 'piece' },
      { name: 'red onion', amount: 0.5, unit: 'piece' },
      { name: 'garlic', amount: 1, unit: 'piece' },
      { name: 'red wine vinegar', amount: 2, unit: 'tbsp' },
      { name: 'capers', amount: 1, unit: 'tbsp' },
      { name: 'basil', amount: 1, unit: 'cup' },
    ],
    instructions: [
      {
        description:
          'Heat the oven to 200°C. Tear the bread into bite-size pieces, toss with 2 tbsp of the oil and bake for 10 minutes until crisp outside but still chewy inside.',
      },
      {
        description:
          'Cut the tomatoes into chunks, put them in a large bowl with the salt and leave for 10 minutes to release their juice.',
      },
      {
        description:
          'Slice the cucumber, dice the pepper and thinly slice the onion. Grate the garlic.',
      },
      {
        description:
          'Whisk the remaining oil with the vinegar and garlic and pour it over the tomatoes.',
      },
      {
        description:
          'Add the bread, cucumber, pepper, onion and capers and toss. Leave for 10 minutes so the bread drinks up the juices.',
      },
      { description: 'Tear in the basil, toss once more and serve at room temperature.' },
    ],
    tags: ['vegan'],
    diet: 'vegan',
  },
  {
    slug: 'vietnamese-rice-noodle-salad-with-crispy-tofu',
    name: 'Vietnamese Rice Noodle Salad with Crispy Tofu',
    type: 'Lunch',
    cuisine: 'Vietnamese',
    description:
      'A bún-style bowl of cool rice noodles, crunchy vegetables, heaps of herbs and crispy tofu, drenched in a sweet-sour lime dressing. Fresh enough to make your usual desk lunch feel ashamed.',
    cookTime: 30,
    servings: 4,
    ingredients: [
      { name: 'firm tofu', amount: 400, unit: 'g' },
      { name: 'canola oil', amount: 2, unit: 'tbsp' },
      { name: 'rice noodles', amount: 600, unit: 'g' },
      { name: 'carrot', amount: 2, unit: 'piece' },
      { name: 'cucumber', amount: 1, unit: 'piece' },
      { name: 'bean sprouts', amount: 150, unit: 'g' },
      { name: 'romaine lettuce', amount: 100, unit: 'g' },
      { name: 'mint', amount: 0.5, unit: 'cup' },
      { name: 'cilantro', amount: 0.5, unit: 'cup' },
      { name: 'roasted peanuts', amount: 60, unit: 'g' },
      { name: 'soy sauce', amount: 3, unit: 'tbsp' },
      { name: 'lime juice', amount: 4, unit: 'tbsp' },
      { name: 'white sugar', amount: 2, unit: 'tbsp' },
      { name: 'water', amount: 4, unit: 'tbsp' },
      { name: 'garlic', amount: 2, unit: 'piece' },
      { name: 'chili pepper', amount: 1, unit: 'piece' },
    ],
    instructions: [
      {
        description: 'Press the tofu between kitchen paper for 10 minutes, then cut it into cubes.',
      },
      {
        description:
          'For the dressing, stir the soy sauce, lime juice, sugar and water until the sugar dissolves, then add the grated garlic and sliced chilli.',
      },
      {
        description:
          'Cook the rice noodles (about 200 g dry) according to the packet, rinse under cold water and drain well.',
      },
      {
        description:
          'Heat the oil in a frying pan over medium-high heat and fry the tofu for 8 to 10 minutes, turning, until crisp and golden on all sides.',
      },
      {
        description:
          'Cut the carrots and cucumber into matchsticks, shred the lettuce and pick the herb leaves. Roughly chop the peanuts.',
      },
      {
        description:
          'Divide the lettuce and noodles between bowls, arrange the vegetables, bean sprouts, herbs and tofu on top, scatter with peanuts and pour over the dressing.',
      },
    ],
    tags: ['vegan', 'high-protein'],
    diet: 'vegan',
  },
  {
    slug: 'cold-soba-noodles-with-edamame-and-sesame',
    name: 'Cold Soba Noodles with Edamame and Sesame Dressing',
    type: 'Lunch',
    cuisine: 'Japanese',
    description:
      'Chilled buckwheat noodles with edamame, cucumber and carrot in a nutty toasted-sesame dressing. A lunch that stays cool even when your meetings do not.',
    cookTime: 20,
    servings: 4,
    ingredients: [
      { name: 'soba noodles', amount: 600, unit: 'g' },
      { name: 'edamame', amount: 300, unit: 'g' },
      { name: 'cucumber', amount: 1, unit: 'piece' },
      { name: 'carrot', amount: 1, unit: 'piece' },
      { name: 'spring onion', amount: 3, unit: 'piece' },
      { name: 'sesame seeds', amount: 3, unit: 'tbsp' },
      { name: 'soy sauce', amount: 3, unit: 'tbsp' },
      { name: 'rice vinegar', amount: 2, unit: 'tbsp' },
      { name: 'mirin', amount: 1, unit: 'tbsp' },
      { name: 'sesame oil', amount: 1, unit: 'tbsp' },
      { name: 'ginger', amount: 10, unit: 'g' },
    ],
    instructions: [
      {
        description:
          'Cook the soba (about 250 g dry) in boiling water for 4 to 5 minutes, adding the edamame for the last 2 minutes. Drain and rinse under cold water, rubbing the noodles to remove the starch.',
      },
      {
        description:
          'Toast the sesame seeds in a dry pan until golden, then grind two thirds of them coarsely in a mortar.',
      },
      {
        description:
          'Whisk the ground sesame with the soy sauce, rice vinegar, mirin, sesame oil and grated ginger.',
      },
      {
        description:
          'Cut the cucumber and carrot into thin matchsticks and slice the spring onions.',
      },
      {
        description:
          'Toss the noodles, edamame and vegetables with the dressing, scatter over the whole sesame seeds and serve cold.',
      },
    ],
    tags: ['vegan', 'quick', 'high-protein'],
    diet: 'vegan',
  },
  {
    slug: 'bibimbap-with-beef-and-vegetables',
    name: 'Bibimbap with Beef and Vegetables',
    type: 'Lunch',
    cuisine: 'Korean',
    description:
      'A bowl of rice crowned with garlicky beef, seasoned vegetables, a fried egg and gochujang sauce, all mixed at the table. Colourful, punchy, and a lesson in how toppings tame a rice bowl.',
    cookTime: 45,
    servings: 4,
    ingredients: [
      { name: 'short-grain rice', amount: 800, unit: 'g' },
      { name: 'sirloin steak', amount: 300, unit: 'g' },
      { name: 'soy sauce', amount: 3, unit: 'tbsp' },
      { name: 'brown sugar', amount: 1, unit: 'tbsp' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'sesame oil', amount: 2, unit: 'tbsp' },
      { name: 'spinach', amount: 200, unit: 'g' },
      { name: 'bean sprouts', amount: 200, unit: 'g' },
      { name: 'carrot', amount: 2, unit: 'piece' },
      { name: 'zucchini', amount: 1, unit: 'piece' },
      { name: 'shiitake mushroom', amount: 150, unit: 'g' },
      { name: 'canola oil', amount: 2, unit: 'tbsp' },
      { name: 'eggs', amount: 4, unit: 'piece' },
      { name: 'gochujang', amount: 4, unit: 'tbsp' },
      { name: 'sesame seeds', amount: 1, unit: 'tbsp' },
    ],
    instructions: [
      {
        description:
          'Slice the beef very thinly and mix it with 2 tbsp of the soy sauce, the sugar, 2 grated garlic cloves and 1 tsp of the sesame oil. Leave to marinate while you prepare the rest.',
      },
      {
        description: 'Cook the rice (about 300 g dry) and keep it warm.',
      },
      {
        description:
          'Blanch the spinach and bean sprouts separately for 1 minute each, squeeze dry and season each with a little sesame oil, the remaining soy sauce and the last garlic clove.',
      },
      {
        description:
          'Cut the carrots and zucchini into matchsticks and slice the mushrooms. Stir-fry each in a little canola oil for 2 to 3 minutes and season with a pinch of salt.',
      },
      {
        description:
          'Stir-fry the beef in a hot pan for 2 minutes until just cooked. Fry the eggs sunny side up.',
      },
      {
        description: 'Loosen the gochujang with the remaining sesame oil and 1 tbsp of water.',
      },
      {
        description:
          'Fill bowls with rice, arrange the vegetables and beef on top in sections, add an egg and sesame seeds, and serve with the sauce to mix in.',
      },
    ],
    tags: ['high-protein'],
    diet: 'omnivore',
  },
  {
    slug: 'tortilla-soup-with-black-beans',
    name: 'Tortilla Soup with Black Beans',
    type: 'Lunch',
    cuisine: 'Mexican',
    description:
      'A smoky tomato and black bean broth loaded with corn and topped with crisp baked tortilla strips, avocado and lime. It is soup with crunch, which is how soup should be.',
    cookTime: 35,
    servings: 4,
    ingredients: [
      { name: 'corn tortilla', amount: 6, unit: 'piece' },
      { name: 'olive oil', amount: 2, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'jalapeño', amount: 1, unit: 'piece' },
      { name: 'cumin', amount: 1, unit: 'tsp' },
      { name: 'chili powder', amount: 1, unit: 'tsp' },
      { name: 'passata', amount: 400, unit: 'ml' },
      { name: 'vegetable stock', amount: 750, unit: 'ml' },
      { name: 'black beans', amount: 480, unit: 'g' },
      { name: 'sweet corn', amount: 200, unit: 'g' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'avocado', amount: 1, unit: 'piece' },
      { name: 'cilantro', amount: 0.25, unit: 'cup' },
      { name: 'lime', amount: 1, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Heat the oven to 200°C. Cut the tortillas into thin strips, toss with 1 tsp of the oil and bake for 8 to 10 minutes until crisp.',
      },
      { description: 'Chop the onion, garlic and jalapeño.' },
      {
        description:
          'Heat the remaining oil in a large pot and cook the onion for 6 minutes. Add the garlic, jalapeño, cumin and chili powder and stir for 1 minute.',
      },
      {
        description: 'Add the passata, stock, black beans, corn and salt. Simmer for 15 minutes.',
      },
      { description: 'Dice the avocado, chop the cilantro and cut the lime into wedges.' },
      {
        description:
          'Ladle the soup into bowls and top with the tortilla strips, avocado and cilantro. Serve with the lime wedges.',
      },
    ],
    tags: ['vegan', 'high-fibre', 'one-pot'],
    diet: 'vegan',
  },
  {
    slug: 'rajma-chawal-kidney-bean-curry-with-basmati',
    name: 'Rajma Chawal (Kidney Bean Curry with Basmati)',
    type: 'Lunch',
    cuisine: 'Indian',
    description:
      'Kidney beans simmered in a rich onion, tomato and ginger gravy, served over fluffy basmati. The Sunday lunch of North India, and the beans keep the rice on its best behaviour.',
    cookTime: 45,
    servings: 4,
    ingredients: [
      { name: 'basmati rice', amount: 600, unit: 'g' },
      { name: 'canola oil', amount: 2, unit: 'tbsp' },
      { name: 'cumin seeds', amount: 1, unit: 'tsp' },
      { name: 'bay leaf', amount: 1, unit: 'piece' },
      { name: 'onion', amount: 2, unit: 'piece' },
      { name: 'garlic', amount: 4, unit: 'piece' },
      { name: 'ginger', amount: 15, unit: 'g' },
      { name: 'tomato', amount: 3, unit: 'piece' },
      { name: 'turmeric', amount: 0.5, unit: 'tsp' },
      { name: 'chili powder', amount: 1, unit: 'tsp' },
      { name: 'ground coriander', amount: 1, unit: 'tsp' },
      { name: 'kidney beans', amount: 500, unit: 'g' },
      { name: 'water', amount: 400, unit: 'ml' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'garam masala', amount: 1, unit: 'tsp' },
      { name: 'cilantro', amount: 2, unit: 'tbsp' },
    ],
    instructions: [
      {
        description:
          'Finely chop the onions, grate the garlic and ginger, and purée the tomatoes in a blender.',
      },
      {
        description:
          'Heat the oil in a heavy pan and fry the cumin seeds and bay leaf for 30 seconds. Add the onions and cook for 10 to 12 minutes until deep golden.',
      },
      {
        description:
          'Add the garlic and ginger for 1 minute, then the tomato purée, turmeric, chili powder and coriander. Cook for 8 minutes until the oil separates from the paste.',
      },
      {
        description:
          'Add the kidney beans, water and salt. Simmer for 15 minutes, mashing a few beans against the side of the pan to thicken the gravy.',
      },
      { description: 'Meanwhile cook the rice (about 200 g dry).' },
      {
        description:
          'Stir the garam masala into the curry, scatter with cilantro and serve over the rice.',
      },
    ],
    tags: ['vegan', 'high-fibre', 'batch-cooking'],
    diet: 'vegan',
  },
  {
    slug: 'chicken-caesar-wraps',
    name: 'Chicken Caesar Wraps',
    type: 'Lunch',
    cuisine: 'American',
    description:
      'Grilled chicken, crisp romaine and parmesan in a lighter yogurt Caesar dressing, rolled up in soft tortillas. Everything you love about the salad, minus the croutons hiding at the bottom.',
    cookTime: 25,
    servings: 4,
    ingredients: [
      { name: 'chicken breast', amount: 2, unit: 'piece' },
      { name: 'olive oil', amount: 1, unit: 'tbsp' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'black pepper', amount: 0.5, unit: 'tsp' },
      { name: 'greek yogurt', amount: 6, unit: 'tbsp' },
      { name: 'mayonnaise', amount: 2, unit: 'tbsp' },
      { name: 'lemon juice', amount: 1, unit: 'tbsp' },
      { name: 'dijon mustard', amount: 1, unit: 'tsp' },
      { name: 'anchovies', amount: 2, unit: 'piece' },
      { name: 'garlic', amount: 1, unit: 'piece' },
      { name: 'parmesan', amount: 40, unit: 'g' },
      { name: 'romaine lettuce', amount: 200, unit: 'g' },
      { name: 'flour tortilla', amount: 4, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Flatten the chicken breasts slightly, rub with the oil, salt and half the pepper.',
      },
      {
        description:
          'Cook in a hot griddle pan for 5 to 6 minutes a side until cooked through. Rest for 5 minutes, then slice.',
      },
      {
        description:
          'For the dressing, mash the anchovies and garlic to a paste, then whisk in the yogurt, mayonnaise, lemon juice, mustard, the remaining pepper and half the grated parmesan.',
      },
      {
        description:
          'Shred the romaine and toss it with the dressing and the rest of the parmesan.',
      },
      {
        description:
          'Warm the tortillas, fill each with the dressed lettuce and sliced chicken, roll up tightly and cut in half on the diagonal.',
      },
    ],
    tags: ['high-protein', 'quick'],
    diet: 'omnivore',
  },
  {
    slug: 'jacket-potatoes-with-soured-cream-and-chives',
    name: 'Jacket Potatoes with Soured Cream and Chives',
    type: 'Lunch',
    cuisine: 'British',
    description:
      'Crisp-skinned, fluffy-centred baked potatoes split open with butter, cool soured cream and chives. Pure comfort, and one of the fastest-acting carbs you can eat, so enjoy it knowingly.',
    cookTime: 80,
    servings: 4,
    ingredients: [
      { name: 'baked potato', amount: 4, unit: 'piece' },
      { name: 'olive oil', amount: 1, unit: 'tsp' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'butter', amount: 20, unit: 'g' },
      { name: 'sour cream', amount: 150, unit: 'g' },
      { name: 'chives', amount: 2, unit: 'tbsp' },
      { name: 'black pepper', amount: 0.25, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Heat the oven to 200°C. Scrub the potatoes, prick them a few times with a fork, rub with the oil and roll in the salt.',
      },
      {
        description:
          'Bake directly on the oven shelf for 60 to 75 minutes, until the skins are crisp and a knife slides easily into the centre.',
      },
      { description: 'Snip the chives into the soured cream and stir.' },
      {
        description:
          'Cut a deep cross in each potato and squeeze the sides so the fluffy middle pushes up.',
      },
      {
        description:
          'Add a knob of butter to each, then a big spoonful of the chive soured cream and a grind of pepper. Serve at once.',
      },
    ],
    tags: ['vegetarian', 'comfort-food', 'gluten-free'],
    diet: 'vegetarian',
  },
  {
    slug: 'jacket-potatoes-with-baked-beans-and-cheddar',
    name: 'Jacket Potatoes with Baked Beans and Cheddar',
    type: 'Lunch',
    cuisine: 'British',
    description:
      'The British café legend: a crisp jacket potato loaded with hot baked beans and melting cheddar. Same potato as the soured-cream version, but the beans pull the glycaemic index down a notch.',
    cookTime: 80,
    servings: 4,
    ingredients: [
      { name: 'baked potato', amount: 4, unit: 'piece' },
      { name: 'olive oil', amount: 1, unit: 'tsp' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'baked beans', amount: 400, unit: 'g' },
      { name: 'butter', amount: 20, unit: 'g' },
      { name: 'cheddar', amount: 80, unit: 'g' },
      { name: 'black pepper', amount: 0.25, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Heat the oven to 200°C. Scrub and prick the potatoes, rub with the oil and roll in the salt.',
      },
      {
        description:
          'Bake on the oven shelf for 60 to 75 minutes until the skins are crisp and the centres soft.',
      },
      {
        description:
          'A few minutes before the potatoes are ready, warm the beans in a saucepan and grate the cheddar.',
      },
      {
        description:
          'Split the potatoes, fluff the insides with a fork and add a little butter to each.',
      },
      {
        description:
          'Spoon over the beans, pile on the cheddar, add a grind of pepper and serve while the cheese melts.',
      },
    ],
    tags: ['vegetarian', 'comfort-food', 'kid-friendly'],
    diet: 'vegetarian',
  },
  {
    slug: 'salade-nicoise-with-tuna',
    name: 'Salade Niçoise with Tuna',
    type: 'Lunch',
    cuisine: 'French',
    description:
      'New potatoes, green beans, jammy eggs, tuna, olives and tomatoes with a sharp Dijon dressing. A salad with enough substance to stop you raiding the biscuit tin at four.',
    cookTime: 30,
    servings: 4,
    ingredients: [
      { name: 'new potatoes', amount: 500, unit: 'g' },
      { name: 'green beans', amount: 250, unit: 'g' },
      { name: 'eggs', amount: 4, unit: 'piece' },
      { name: 'olive oil', amount: 4, unit: 'tbsp' },
      { name: 'red wine vinegar', amount: 1, unit: 'tbsp' },
      { name: 'dijon mustard', amount: 1, unit: 'tsp' },
      { name: 'garlic', amount: 1, unit: 'piece' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'romaine lettuce', amount: 150, unit: 'g' },
      { name: 'cherry tomato', amount: 16, unit: 'piece' },
      { name: 'canned tuna', amount: 300, unit: 'g' },
      { name: 'black olives', amount: 60, unit: 'g' },
      { name: 'anchovies', amount: 6, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Boil the potatoes in salted water for 15 minutes until tender, adding the green beans for the last 3 minutes. Drain and cool under cold water.',
      },
      {
        description: 'Boil the eggs for 7 minutes, cool them in cold water, peel and halve.',
      },
      {
        description: 'Whisk the oil, vinegar, mustard, grated garlic and salt into a dressing.',
      },
      {
        description:
          'Halve the potatoes and tomatoes, tear the lettuce and drain the tuna into flakes.',
      },
      {
        description:
          'Toss the lettuce, potatoes and beans with half the dressing and arrange on a platter.',
      },
      {
        description:
          'Top with the tomatoes, tuna, eggs, olives and anchovies, then drizzle over the rest of the dressing.',
      },
    ],
    tags: ['pescatarian', 'high-protein'],
    diet: 'pescatarian',
  },
  {
    slug: 'minestrone-with-cannellini-beans',
    name: 'Minestrone with Cannellini Beans',
    type: 'Lunch',
    cuisine: 'Italian',
    description:
      'A thick vegetable soup with beans, small pasta and cavolo nero, finished with good olive oil. Italian grandmothers make it with whatever is in the fridge; so should you.',
    cookTime: 50,
    servings: 6,
    ingredients: [
      { name: 'olive oil', amount: 3, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'carrot', amount: 2, unit: 'piece' },
      { name: 'celery', amount: 2, unit: 'piece' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'zucchini', amount: 1, unit: 'piece' },
      { name: 'tomato paste', amount: 2, unit: 'tbsp' },
      { name: 'tomato', amount: 400, unit: 'g' },
      { name: 'water', amount: 1.5, unit: 'l' },
      { name: 'bay leaf', amount: 2, unit: 'piece' },
      { name: 'salt', amount: 1.5, unit: 'tsp' },
      { name: 'cannellini beans', amount: 480, unit: 'g' },
      { name: 'pasta', amount: 300, unit: 'g' },
      { name: 'kale', amount: 100, unit: 'g' },
      { name: 'black pepper', amount: 0.5, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Dice the onion, carrots, celery and zucchini, slice the garlic and chop the tomatoes. Strip the kale from its stalks and shred it.',
      },
      {
        description:
          'Heat 2 tbsp of the oil in a large pot and cook the onion, carrots and celery gently for 10 minutes. Add the garlic and tomato paste and stir for 1 minute.',
      },
      {
        description:
          'Add the zucchini, tomatoes, water, bay leaves and salt. Bring to the boil and simmer for 20 minutes.',
      },
      {
        description:
          'Add the cannellini beans and small pasta shapes (about 120 g dry) and cook for 10 minutes more, until the pasta is just tender.',
      },
      { description: 'Stir in the kale and cook for 3 minutes until wilted.' },
      {
        description:
          'Remove the bay leaves, season with pepper and serve drizzled with the remaining olive oil.',
      },
    ],
    tags: ['vegan', 'high-fibre', 'one-pot', 'batch-cooking'],
    diet: 'vegan',
  },
  {
    slug: 'solterito-peruvian-bean-and-corn-salad',
    name: 'Solterito (Peruvian Bean and Corn Salad)',
    type: 'Lunch',
    cuisine: 'Peruvian',
    description:
      'An Arequipa-style salad of fava beans, sweet corn, tomato, red onion, olives and fresh cheese in a lime dressing. Bright, crunchy and a sunny lesson in how beans behave.',
    cookTime: 20,
    servings: 4,
    ingredients: [
      { name: 'fava beans', amount: 300, unit: 'g' },
      { name: 'sweet corn', amount: 300, unit: 'g' },
      { name: 'tomato', amount: 2, unit: 'piece' },
      { name: 'red onion', amount: 1, unit: 'piece' },
      { name: 'chili pepper', amount: 1, unit: 'piece' },
      { name: 'black olives', amount: 50, unit: 'g' },
      { name: 'queso fresco', amount: 150, unit: 'g' },
      { name: 'parsley', amount: 0.25, unit: 'cup' },
      { name: 'olive oil', amount: 3, unit: 'tbsp' },
      { name: 'lime juice', amount: 2, unit: 'tbsp' },
      { name: 'red wine vinegar', amount: 1, unit: 'tbsp' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Finely slice the red onion, cover it with cold salted water for 10 minutes to soften its bite, then drain.',
      },
      {
        description:
          'Blanch the fava beans and corn in boiling water for 2 minutes and cool them under cold water. Slip the beans out of their skins if they are large.',
      },
      {
        description:
          'Dice the tomatoes and cheese, finely chop the chilli (seeds out for a milder salad) and chop the parsley.',
      },
      {
        description: 'Whisk the olive oil, lime juice, vinegar and salt in a large bowl.',
      },
      {
        description:
          'Add the beans, corn, tomatoes, onion, chilli, olives and cheese, toss and finish with the parsley.',
      },
    ],
    tags: ['vegetarian', 'quick', 'high-fibre'],
    diet: 'vegetarian',
  },
  {
    slug: 'misir-wot-ethiopian-spiced-red-lentils',
    name: 'Misir Wot (Ethiopian Spiced Red Lentils)',
    type: 'Lunch',
    cuisine: 'Ethiopian',
    description:
      'Red lentils slow-cooked with a mountain of onions and a home-made berbere-style spice blend until thick and glossy. Traditionally scooped up with injera; a spoon is acceptable, barely.',
    cookTime: 50,
    servings: 4,
    ingredients: [
      { name: 'onion', amount: 2, unit: 'piece' },
      { name: 'canola oil', amount: 4, unit: 'tbsp' },
      { name: 'garlic', amount: 4, unit: 'piece' },
      { name: 'ginger', amount: 15, unit: 'g' },
      { name: 'paprika', amount: 2, unit: 'tbsp' },
      { name: 'cayenne pepper', amount: 1, unit: 'tsp' },
      { name: 'fenugreek seeds', amount: 0.25, unit: 'tsp' },
      { name: 'cardamom', amount: 0.25, unit: 'tsp' },
      { name: 'cumin', amount: 0.5, unit: 'tsp' },
      { name: 'cinnamon', amount: 0.25, unit: 'tsp' },
      { name: 'cloves', amount: 2, unit: 'piece' },
      { name: 'tomato paste', amount: 2, unit: 'tbsp' },
      { name: 'red lentils', amount: 750, unit: 'g' },
      { name: 'water', amount: 500, unit: 'ml' },
      { name: 'salt', amount: 1, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Very finely chop the onions, grate the garlic and ginger, and grind the fenugreek, cardamom and cloves. Rinse the lentils (about 250 g dry).',
      },
      {
        description:
          'Cook the onions in a dry heavy pan over medium-low heat for 10 minutes, stirring, until they soften and start to colour; this is the Ethiopian way.',
      },
      {
        description:
          'Add the oil, garlic and ginger and cook for 3 minutes. Stir in all the spices and the tomato paste and cook for 3 minutes more, adding a splash of water if they catch.',
      },
      {
        description:
          'Add the lentils, water and salt. Simmer for 25 to 30 minutes, stirring often, until the lentils are completely soft and the stew is thick.',
      },
      {
        description: 'Taste for salt and heat, and add a little more water if you like it looser.',
      },
      { description: 'Serve hot, with injera or flatbread to scoop it up.' },
    ],
    tags: ['vegan', 'high-fibre', 'spicy', 'gluten-free'],
    diet: 'vegan',
  },
  {
    slug: 'vegetable-egg-fried-rice',
    name: 'Vegetable Egg Fried Rice',
    type: 'Lunch',
    cuisine: 'Chinese',
    description:
      'Day-old jasmine rice tossed in a smoking wok with egg, peas, carrot and spring onions. The best use of leftovers known to humankind, and a genuine glucose sprinter.',
    cookTime: 20,
    servings: 4,
    ingredients: [
      { name: 'jasmine rice', amount: 700, unit: 'g' },
      { name: 'eggs', amount: 3, unit: 'piece' },
      { name: 'canola oil', amount: 3, unit: 'tbsp' },
      { name: 'garlic', amount: 2, unit: 'piece' },
      { name: 'carrot', amount: 1, unit: 'piece' },
      { name: 'green peas', amount: 150, unit: 'g' },
      { name: 'spring onion', amount: 4, unit: 'piece' },
      { name: 'soy sauce', amount: 3, unit: 'tbsp' },
      { name: 'sesame oil', amount: 1, unit: 'tsp' },
      { name: 'black pepper', amount: 0.25, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Cook the rice (about 250 g dry) the day before and chill it, or spread freshly cooked rice on a tray to cool and dry for 30 minutes.',
      },
      {
        description:
          'Finely dice the carrot, chop the garlic and slice the spring onions, keeping the green tops apart. Beat the eggs.',
      },
      {
        description:
          'Heat 1 tbsp of the oil in a wok over high heat, scramble the eggs until just set, then tip them out.',
      },
      {
        description:
          'Add the remaining oil and stir-fry the garlic, carrot and white parts of the spring onions for 2 minutes. Add the peas for 1 minute.',
      },
      {
        description:
          'Add the rice, breaking up any clumps, and stir-fry for 4 to 5 minutes until hot and lightly toasted.',
      },
      {
        description:
          'Return the eggs, add the soy sauce, sesame oil and pepper and toss. Finish with the spring onion greens and serve.',
      },
    ],
    tags: ['vegetarian', 'quick'],
    diet: 'vegetarian',
  },
  {
    slug: 'andalusian-gazpacho',
    name: 'Andalusian Gazpacho',
    type: 'Lunch',
    cuisine: 'Spanish',
    description:
      'Ripe tomatoes, cucumber, pepper, garlic and a little bread blended with sherry vinegar and olive oil into a chilled, silky soup. Summer in a glass, no stove required.',
    cookTime: 15,
    servings: 4,
    ingredients: [
      { name: 'tomato', amount: 1, unit: 'kg' },
      { name: 'cucumber', amount: 0.5, unit: 'piece' },
      { name: 'green bell pepper', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 1, unit: 'piece' },
      { name: 'sourdough bread', amount: 2, unit: 'piece' },
      { name: 'sherry vinegar', amount: 2, unit: 'tbsp' },
      { name: 'olive oil', amount: 4, unit: 'tbsp' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'cumin', amount: 0.25, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Roughly chop the tomatoes, cucumber, pepper and garlic. Keep a little cucumber and pepper aside, finely diced, for the garnish.',
      },
      {
        description: 'Tear the bread, cover it with cold water for 5 minutes, then squeeze it out.',
      },
      {
        description:
          'Blend the vegetables, bread, vinegar, salt and cumin until very smooth. With the motor running, pour in 3 tbsp of the oil.',
      },
      {
        description:
          'Push the soup through a sieve for a silky texture, then taste for salt and vinegar.',
      },
      { description: 'Chill for at least 1 hour.' },
      {
        description:
          'Serve in chilled bowls or glasses, topped with the diced cucumber and pepper and a thread of the remaining oil.',
      },
    ],
    tags: ['vegan', 'quick', 'make-ahead'],
    diet: 'vegan',
  },
  {
    slug: 'grilled-cheese-with-roasted-tomato-soup',
    name: 'Grilled Cheese with Roasted Tomato Soup',
    type: 'Lunch',
    cuisine: 'American',
    description:
      'Buttery, crisp cheddar sandwiches for dunking into a sweet roasted tomato and basil soup. The cheese slows the white bread down; Chef Roastie calls that teamwork.',
    cookTime: 50,
    servings: 4,
    ingredients: [
      { name: 'tomato', amount: 1, unit: 'kg' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 4, unit: 'piece' },
      { name: 'olive oil', amount: 2, unit: 'tbsp' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'vegetable stock', amount: 500, unit: 'ml' },
      { name: 'basil', amount: 0.5, unit: 'cup' },
      { name: 'white bread', amount: 8, unit: 'piece' },
      { name: 'cheddar', amount: 200, unit: 'g' },
      { name: 'butter', amount: 40, unit: 'g' },
      { name: 'black pepper', amount: 0.5, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Heat the oven to 200°C. Halve the tomatoes, quarter the onion and leave the garlic cloves whole in their skins.',
      },
      {
        description:
          'Toss everything with the olive oil and salt on a roasting tray and roast for 35 minutes until soft and charred at the edges.',
      },
      {
        description:
          'Squeeze the garlic from its skins and blend the roasted vegetables with the stock and basil until smooth. Reheat gently and season with pepper.',
      },
      {
        description:
          'Meanwhile grate the cheddar and butter one side of each slice of bread. Sandwich the cheese between the slices, buttered sides out.',
      },
      {
        description:
          'Cook the sandwiches in a frying pan over medium-low heat for 3 to 4 minutes a side, pressing gently, until golden and the cheese has melted.',
      },
      { description: 'Cut the sandwiches into fingers and serve with bowls of the soup.' },
    ],
    tags: ['vegetarian', 'comfort-food', 'kid-friendly'],
    diet: 'vegetarian',
  },
  {
    slug: 'kimchi-fried-rice-with-a-fried-egg',
    name: 'Kimchi Fried Rice with a Fried Egg',
    type: 'Lunch',
    cuisine: 'Korean',
    description:
      'Tangy kimchi and leftover rice fried with gochujang and sesame, topped with a runny egg. Fifteen minutes, one pan, and the fermented funk does half the cooking for you.',
    cookTime: 15,
    servings: 2,
    ingredients: [
      { name: 'white rice', amount: 400, unit: 'g' },
      { name: 'kimchi', amount: 150, unit: 'g' },
      { name: 'canola oil', amount: 1, unit: 'tbsp' },
      { name: 'spring onion', amount: 2, unit: 'piece' },
      { name: 'gochujang', amount: 1, unit: 'tbsp' },
      { name: 'soy sauce', amount: 1, unit: 'tsp' },
      { name: 'sesame oil', amount: 1, unit: 'tsp' },
      { name: 'eggs', amount: 2, unit: 'piece' },
      { name: 'nori', amount: 1, unit: 'piece' },
      { name: 'sesame seeds', amount: 1, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Use leftover cooked rice (about 140 g dry) if you can. Chop the kimchi, keeping its juice, and slice the spring onions.',
      },
      {
        description:
          'Heat the oil in a frying pan over medium-high heat and fry the kimchi for 3 minutes until it starts to caramelise.',
      },
      {
        description:
          'Add the rice, gochujang, soy sauce and kimchi juice and stir-fry for 4 to 5 minutes until the rice is evenly red and a little crisp.',
      },
      {
        description:
          'Stir in the sesame oil and most of the spring onions, then divide between two bowls.',
      },
      {
        description: 'Fry the eggs in the same pan until the whites are set and the edges crisp.',
      },
      {
        description:
          'Top each bowl with an egg, crumbled nori, sesame seeds and the remaining spring onions.',
      },
    ],
    tags: ['pescatarian', 'quick'],
    diet: 'pescatarian',
  },
  {
    slug: 'moroccan-couscous-with-roasted-vegetables',
    name: 'Moroccan Couscous with Roasted Vegetables and Chickpeas',
    type: 'Lunch',
    cuisine: 'Moroccan',
    description:
      'Fluffy couscous tossed with cumin-roasted vegetables, chickpeas, dried apricots, mint and toasted almonds. Good warm, better the next day, and excellent in a lunchbox.',
    cookTime: 45,
    servings: 4,
    ingredients: [
      { name: 'zucchini', amount: 1, unit: 'piece' },
      { name: 'red bell pepper', amount: 2, unit: 'piece' },
      { name: 'red onion', amount: 1, unit: 'piece' },
      { name: 'carrot', amount: 2, unit: 'piece' },
      { name: 'olive oil', amount: 4, unit: 'tbsp' },
      { name: 'cumin', amount: 1, unit: 'tsp' },
      { name: 'paprika', amount: 1, unit: 'tsp' },
      { name: 'cinnamon', amount: 0.5, unit: 'tsp' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'chickpeas', amount: 240, unit: 'g' },
      { name: 'couscous', amount: 600, unit: 'g' },
      { name: 'dried apricots', amount: 50, unit: 'g' },
      { name: 'lemon juice', amount: 2, unit: 'tbsp' },
      { name: 'almonds', amount: 30, unit: 'g' },
      { name: 'mint', amount: 0.25, unit: 'cup' },
    ],
    instructions: [
      {
        description:
          'Heat the oven to 210°C. Cut the zucchini, peppers, onion and carrots into bite-size chunks.',
      },
      {
        description:
          'Toss the vegetables with 3 tbsp of the oil, the spices and half the salt, and roast for 20 minutes. Add the drained chickpeas and roast for 10 minutes more.',
      },
      {
        description:
          'Meanwhile cook the couscous (about 220 g dry): pour over boiling water with the remaining salt, cover for 5 minutes, then fluff with a fork and stir in the remaining oil.',
      },
      {
        description: 'Chop the apricots, toast and chop the almonds, and tear the mint.',
      },
      {
        description:
          'Fold the roasted vegetables, apricots and lemon juice through the couscous. Scatter with the almonds and mint and serve warm or at room temperature.',
      },
    ],
    tags: ['vegan', 'make-ahead', 'high-fibre'],
    diet: 'vegan',
  },
  {
    slug: 'salmon-onigiri-with-quick-cucumber-pickle',
    name: 'Salmon Onigiri with Quick Cucumber Pickle',
    type: 'Lunch',
    cuisine: 'Japanese',
    description:
      'Hand-pressed rice triangles filled with flaked salted salmon, wrapped in crisp nori, with salted cucumber on the side. Sticky Japanese rice is a fast carb, so savour each bite slowly.',
    cookTime: 40,
    servings: 4,
    ingredients: [
      { name: 'sushi rice', amount: 800, unit: 'g' },
      { name: 'salmon', amount: 1, unit: 'piece' },
      { name: 'salt', amount: 1.5, unit: 'tsp' },
      { name: 'soy sauce', amount: 1, unit: 'tsp' },
      { name: 'sesame seeds', amount: 1, unit: 'tbsp' },
      { name: 'nori', amount: 4, unit: 'piece' },
      { name: 'cucumber', amount: 1, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Rinse and cook the rice (about 320 g dry) and let it cool until you can handle it comfortably.',
      },
      {
        description:
          'Sprinkle the salmon with 0.5 tsp of the salt and grill or pan-fry it for 8 to 10 minutes until cooked through. Flake it, discarding skin and bones, and mix with the soy sauce and sesame seeds.',
      },
      {
        description:
          'Thinly slice the cucumber, toss with 0.5 tsp of the salt and leave for 15 minutes, then squeeze dry.',
      },
      {
        description:
          'Wet your hands and rub them with a pinch of the remaining salt. Take a handful of rice, press a hollow in the centre, fill with salmon and close the rice around it.',
      },
      {
        description: 'Press firmly into a triangle with cupped hands. Repeat to make 8 onigiri.',
      },
      {
        description:
          'Cut each nori sheet in half, wrap a strip around the base of each onigiri and serve with the cucumber pickle.',
      },
    ],
    tags: ['pescatarian', 'make-ahead'],
    diet: 'pescatarian',
  },
];
