// Chef Roastie's breakfasts. Amounts follow the conventions in seed-recipe.ts.
import type { SeedRecipe } from '../seed-recipe.ts';

export const BREAKFAST_RECIPES: readonly SeedRecipe[] = [
  {
    slug: 'bircher-muesli-with-apple-and-hazelnuts',
    name: 'Bircher Muesli with Apple and Hazelnuts',
    type: 'Breakfast',
    cuisine: 'Swiss',
    description:
      'Oats soaked overnight in milk and yogurt, then folded with grated apple and toasted hazelnuts. Five minutes of effort the night before, and you get to feel smug all morning.',
    cookTime: 10,
    servings: 4,
    ingredients: [
      { name: 'rolled oats', amount: 160, unit: 'g' },
      { name: 'whole milk', amount: 300, unit: 'ml' },
      { name: 'plain yogurt', amount: 200, unit: 'g' },
      { name: 'cinnamon', amount: 0.5, unit: 'tsp' },
      { name: 'apple', amount: 2, unit: 'piece' },
      { name: 'lemon juice', amount: 1, unit: 'tbsp' },
      { name: 'hazelnuts', amount: 40, unit: 'g' },
      { name: 'honey', amount: 2, unit: 'tbsp' },
    ],
    instructions: [
      {
        description:
          'The night before, stir the oats, milk, yogurt and cinnamon together in a bowl. Cover and chill overnight.',
      },
      {
        description:
          'In the morning, coarsely grate the apples, skin and all, and toss them with the lemon juice so they stay pale.',
      },
      {
        description:
          'Toast the hazelnuts in a dry frying pan over medium heat for 3 to 4 minutes, shaking the pan, then chop them roughly.',
      },
      {
        description:
          'Fold the apple into the soaked oats. If the muesli is very thick, loosen it with a splash of milk.',
      },
      {
        description:
          'Spoon into bowls, scatter over the hazelnuts and finish each bowl with a thin drizzle of honey.',
      },
    ],
    tags: ['vegetarian', 'make-ahead', 'high-fibre'],
    diet: 'vegetarian',
  },
  {
    slug: 'shakshuka-with-red-peppers-and-feta',
    name: 'Shakshuka with Red Peppers and Feta',
    type: 'Breakfast',
    cuisine: 'Middle Eastern',
    description:
      'Eggs gently poached in a cumin-scented tomato and pepper sauce, finished with salty feta. Yes, you may mop the pan with sourdough; I am not a monster.',
    cookTime: 35,
    servings: 4,
    ingredients: [
      { name: 'olive oil', amount: 2, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'red bell pepper', amount: 2, unit: 'piece' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'cumin', amount: 1, unit: 'tsp' },
      { name: 'smoked paprika', amount: 1, unit: 'tsp' },
      { name: 'tomato', amount: 800, unit: 'g' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'eggs', amount: 6, unit: 'piece' },
      { name: 'feta', amount: 80, unit: 'g' },
      { name: 'cilantro', amount: 2, unit: 'tbsp' },
      { name: 'sourdough bread', amount: 4, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Slice the onion and peppers into thin strips, slice the garlic and roughly chop the tomatoes.',
      },
      {
        description:
          'Warm the olive oil in a wide lidded frying pan over medium heat. Cook the onion and peppers for 10 minutes until soft and sweet.',
      },
      {
        description:
          'Add the garlic, cumin and paprika and stir for 1 minute, then add the tomatoes and salt. Simmer for 10 to 12 minutes until thick and jammy.',
      },
      {
        description:
          'Make six small hollows in the sauce and crack an egg into each. Cover and cook on low heat for 6 to 8 minutes, until the whites are set and the yolks still soft.',
      },
      {
        description:
          'Meanwhile toast the sourdough. Crumble the feta over the pan and scatter with chopped cilantro.',
      },
      { description: 'Bring the pan to the table and serve with the toast for dipping.' },
    ],
    tags: ['vegetarian', 'one-pot'],
    diet: 'vegetarian',
  },
  {
    slug: 'masala-omelette-with-chapati',
    name: 'Masala Omelette with Chapati',
    type: 'Breakfast',
    cuisine: 'Indian',
    description:
      'A fluffy omelette packed with onion, tomato, green chilli and coriander, rolled up in warm chapati. Proof that breakfast can have a pulse and a kick.',
    cookTime: 15,
    servings: 2,
    ingredients: [
      { name: 'eggs', amount: 4, unit: 'piece' },
      { name: 'red onion', amount: 0.5, unit: 'piece' },
      { name: 'tomato', amount: 1, unit: 'piece' },
      { name: 'chili pepper', amount: 1, unit: 'piece' },
      { name: 'cilantro', amount: 2, unit: 'tbsp' },
      { name: 'turmeric', amount: 0.25, unit: 'tsp' },
      { name: 'salt', amount: 0.25, unit: 'tsp' },
      { name: 'ghee', amount: 1, unit: 'tbsp' },
      { name: 'chapati', amount: 4, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Finely chop the onion, tomato, chilli and cilantro. Deseed the chilli if you prefer it mild.',
      },
      {
        description:
          'Beat the eggs with the turmeric and salt, then stir in the chopped vegetables and herbs.',
      },
      {
        description:
          'Heat half the ghee in a frying pan over medium heat. Pour in half the egg mixture, tilt to spread it and cook for 2 minutes until almost set.',
      },
      {
        description:
          'Fold the omelette in half, cook for 30 seconds more and slide it onto a plate. Repeat with the remaining ghee and eggs.',
      },
      {
        description: 'Warm the chapatis in a dry pan for 20 seconds a side.',
      },
      {
        description:
          'Serve each omelette with two chapatis, or roll it up inside them to eat on the go.',
      },
    ],
    tags: ['vegetarian', 'quick', 'high-protein'],
    diet: 'vegetarian',
  },
  {
    slug: 'ginger-congee-with-spring-onions',
    name: 'Ginger Congee with Spring Onions',
    type: 'Breakfast',
    cuisine: 'Chinese',
    description:
      'Silky rice porridge simmered with ginger and topped with spring onions, soy, sesame oil and crunchy peanuts. Deeply soothing, and it will spike your blood sugar faster than your alarm clock.',
    cookTime: 70,
    servings: 4,
    ingredients: [
      { name: 'jasmine rice', amount: 450, unit: 'g' },
      { name: 'water', amount: 1.5, unit: 'l' },
      { name: 'ginger', amount: 30, unit: 'g' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'spring onion', amount: 3, unit: 'piece' },
      { name: 'soy sauce', amount: 2, unit: 'tbsp' },
      { name: 'sesame oil', amount: 1, unit: 'tbsp' },
      { name: 'roasted peanuts', amount: 40, unit: 'g' },
    ],
    instructions: [
      {
        description:
          'Rinse the rice until the water runs clear. Peel the ginger and cut half into thin coins and half into fine matchsticks.',
      },
      {
        description:
          'Bring the rice, water and ginger coins to the boil in a heavy pot, then lower the heat to a bare simmer.',
      },
      {
        description:
          'Cook the rice, partly covered, for about 1 hour, stirring now and then so it does not catch, until the grains break down into a thick, silky porridge. Add a splash of water if it gets too thick.',
      },
      {
        description: 'Fish out the ginger coins and season the congee with the salt.',
      },
      {
        description: 'Thinly slice the spring onions and roughly chop the peanuts.',
      },
      {
        description:
          'Ladle into bowls and top with the spring onions, ginger matchsticks and peanuts, then drizzle with soy sauce and sesame oil.',
      },
    ],
    tags: ['vegan', 'comfort-food'],
    diet: 'vegan',
  },
  {
    slug: 'buttermilk-pancakes-with-maple-syrup',
    name: 'Buttermilk Pancakes with Maple Syrup',
    type: 'Breakfast',
    cuisine: 'American',
    description:
      'Tall, tender diner-style pancakes with a proper puddle of maple syrup. A weekend classic; knowing what it does to your glucose is half the fun, the other half is the syrup.',
    cookTime: 25,
    servings: 4,
    ingredients: [
      { name: 'all-purpose flour', amount: 250, unit: 'g' },
      { name: 'white sugar', amount: 2, unit: 'tbsp' },
      { name: 'baking powder', amount: 2, unit: 'tsp' },
      { name: 'baking soda', amount: 0.5, unit: 'tsp' },
      { name: 'salt', amount: 0.25, unit: 'tsp' },
      { name: 'buttermilk', amount: 450, unit: 'ml' },
      { name: 'eggs', amount: 2, unit: 'piece' },
      { name: 'unsalted butter', amount: 40, unit: 'g' },
      { name: 'maple syrup', amount: 120, unit: 'ml' },
    ],
    instructions: [
      {
        description: 'Whisk the flour, sugar, baking powder, baking soda and salt in a large bowl.',
      },
      {
        description:
          'Melt 30 g of the butter. In a jug, whisk the buttermilk, eggs and melted butter.',
      },
      {
        description:
          'Pour the wet ingredients into the dry and fold gently until just combined; a few lumps are fine. Rest the batter for 5 minutes.',
      },
      {
        description:
          'Heat a large frying pan over medium heat and wipe it with a little of the remaining butter.',
      },
      {
        description:
          'Pour in about 60 ml of batter per pancake. Cook for 2 minutes until bubbles appear on top, flip and cook 1 to 2 minutes more. Keep warm while you cook the rest.',
      },
      { description: 'Stack the pancakes on warm plates and pour over the maple syrup.' },
    ],
    tags: ['vegetarian', 'kid-friendly', 'weekend'],
    diet: 'vegetarian',
  },
  {
    slug: 'beans-on-toast-with-a-fried-egg',
    name: 'Beans on Toast with a Fried Egg',
    type: 'Breakfast',
    cuisine: 'British',
    description:
      'Hot buttered toast, peppery beans and a runny-yolked egg on top. The beans quietly do your blood sugar a favour, which is more than can be said for the toast.',
    cookTime: 15,
    servings: 2,
    ingredients: [
      { name: 'baked beans', amount: 400, unit: 'g' },
      { name: 'white bread', amount: 4, unit: 'piece' },
      { name: 'butter', amount: 15, unit: 'g' },
      { name: 'olive oil', amount: 1, unit: 'tsp' },
      { name: 'eggs', amount: 2, unit: 'piece' },
      { name: 'cheddar', amount: 30, unit: 'g' },
      { name: 'black pepper', amount: 0.25, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Warm the beans in a small saucepan over low heat, stirring now and then, for 4 to 5 minutes.',
      },
      {
        description:
          'Heat the olive oil in a frying pan over medium heat and fry the eggs for 3 minutes, until the whites are set and the yolks runny.',
      },
      { description: 'Meanwhile toast the bread and butter it while hot.' },
      { description: 'Grate the cheddar.' },
      {
        description:
          'Pile the beans over the toast, top each plate with an egg, scatter over the cheddar and grind over plenty of black pepper.',
      },
    ],
    tags: ['vegetarian', 'quick', 'comfort-food'],
    diet: 'vegetarian',
  },
  {
    slug: 'huevos-rancheros-with-black-beans',
    name: 'Huevos Rancheros with Black Beans',
    type: 'Breakfast',
    cuisine: 'Mexican',
    description:
      'Warm corn tortillas layered with cumin black beans, fried eggs and a quick jalapeño tomato salsa. A breakfast that wakes you up better than your third coffee.',
    cookTime: 30,
    servings: 4,
    ingredients: [
      { name: 'olive oil', amount: 2, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 2, unit: 'piece' },
      { name: 'jalapeño', amount: 1, unit: 'piece' },
      { name: 'tomato', amount: 400, unit: 'g' },
      { name: 'cumin', amount: 1, unit: 'tsp' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'black beans', amount: 400, unit: 'g' },
      { name: 'corn tortilla', amount: 8, unit: 'piece' },
      { name: 'eggs', amount: 4, unit: 'piece' },
      { name: 'avocado', amount: 1, unit: 'piece' },
      { name: 'cilantro', amount: 2, unit: 'tbsp' },
      { name: 'lime', amount: 1, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Finely chop the onion, garlic and jalapeño; dice the tomatoes. Slice the avocado and cut the lime into wedges.',
      },
      {
        description:
          'Heat 1 tbsp of the oil in a saucepan and cook the onion for 5 minutes. Add the garlic, jalapeño and cumin for 1 minute, then the tomatoes and salt. Simmer for 8 minutes into a chunky sauce.',
      },
      {
        description:
          'Warm the black beans with a splash of water in a small pan and crush them lightly with a fork.',
      },
      {
        description:
          'Warm the tortillas in a dry frying pan for 30 seconds a side and keep them wrapped in a clean tea towel.',
      },
      {
        description:
          'Add the remaining oil to the pan and fry the eggs for 3 minutes, until the whites are set.',
      },
      {
        description:
          'Lay two tortillas on each plate, spread with beans, top with an egg and spoon over the salsa. Finish with avocado, cilantro and a lime wedge.',
      },
    ],
    tags: ['vegetarian', 'high-fibre'],
    diet: 'vegetarian',
  },
  {
    slug: 'japanese-breakfast-bowl-with-salmon-and-miso-soup',
    name: 'Japanese Breakfast Bowl with Salmon and Miso Soup',
    type: 'Breakfast',
    cuisine: 'Japanese',
    description:
      'Steamed rice, salt-grilled salmon, cucumber and nori, with a small bowl of miso soup on the side. A calm, balanced start, unlike your inbox.',
    cookTime: 25,
    servings: 2,
    ingredients: [
      { name: 'sushi rice', amount: 300, unit: 'g' },
      { name: 'salmon', amount: 1, unit: 'piece' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'water', amount: 500, unit: 'ml' },
      { name: 'miso', amount: 2, unit: 'tbsp' },
      { name: 'silken tofu', amount: 100, unit: 'g' },
      { name: 'spring onion', amount: 2, unit: 'piece' },
      { name: 'cucumber', amount: 0.5, unit: 'piece' },
      { name: 'nori', amount: 1, unit: 'piece' },
      { name: 'soy sauce', amount: 1, unit: 'tsp' },
      { name: 'sesame seeds', amount: 1, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Cook the rice (about 100 g dry) and keep it warm. Sprinkle the salmon all over with the salt and leave for 10 minutes.',
      },
      {
        description:
          'Heat the grill to high. Pat the salmon dry and grill it skin side up for 6 to 8 minutes, until the skin blisters and the flesh flakes.',
      },
      {
        description:
          'Meanwhile bring the water to a simmer, cut the tofu into small cubes and slice the spring onions.',
      },
      {
        description:
          'Take the pan off the heat, whisk in the miso until dissolved, then add the tofu and half the spring onions. Do not let the soup boil again.',
      },
      {
        description:
          'Thinly slice the cucumber and dress it with the soy sauce and sesame seeds. Cut the nori into strips.',
      },
      {
        description:
          'Serve rice, flaked salmon, cucumber and nori side by side, with the miso soup and remaining spring onions in small bowls.',
      },
    ],
    tags: ['pescatarian', 'high-protein'],
    diet: 'pescatarian',
  },
  {
    slug: 'greek-yogurt-with-figs-walnuts-and-honey',
    name: 'Greek Yogurt with Figs, Walnuts and Honey',
    type: 'Breakfast',
    cuisine: 'Greek',
    description:
      'Thick, tangy yogurt with ripe figs, toasted walnuts and a thread of honey. It takes five minutes and looks like you made an effort.',
    cookTime: 5,
    servings: 2,
    ingredients: [
      { name: 'greek yogurt', amount: 400, unit: 'g' },
      { name: 'fig', amount: 4, unit: 'piece' },
      { name: 'walnuts', amount: 40, unit: 'g' },
      { name: 'honey', amount: 2, unit: 'tbsp' },
      { name: 'cinnamon', amount: 0.25, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Toast the walnuts in a dry frying pan over medium heat for 3 minutes, then break them into pieces.',
      },
      { description: 'Cut the figs into quarters.' },
      {
        description:
          'Spoon the yogurt into two bowls and swirl the top with the back of the spoon.',
      },
      {
        description:
          'Arrange the figs and walnuts on top, drizzle with the honey and dust with a pinch of cinnamon.',
      },
    ],
    tags: ['vegetarian', 'quick', 'high-protein'],
    diet: 'vegetarian',
  },
  {
    slug: 'smashed-avocado-on-sourdough',
    name: 'Smashed Avocado on Sourdough with Chilli and Lime',
    type: 'Breakfast',
    cuisine: 'Australian',
    description:
      'Creamy lime-spiked avocado on crisp sourdough with cherry tomatoes, chilli flakes and toasted pumpkin seeds. Yes, it is a cliché; it is also delicious.',
    cookTime: 10,
    servings: 2,
    ingredients: [
      { name: 'sourdough bread', amount: 4, unit: 'piece' },
      { name: 'avocado', amount: 2, unit: 'piece' },
      { name: 'lime juice', amount: 1, unit: 'tbsp' },
      { name: 'salt', amount: 0.25, unit: 'tsp' },
      { name: 'cherry tomato', amount: 12, unit: 'piece' },
      { name: 'olive oil', amount: 1, unit: 'tbsp' },
      { name: 'chili flakes', amount: 0.25, unit: 'tsp' },
      { name: 'pumpkin seeds', amount: 2, unit: 'tbsp' },
    ],
    instructions: [
      {
        description:
          'Toast the pumpkin seeds in a dry pan for 2 to 3 minutes until they start to pop.',
      },
      { description: 'Halve the cherry tomatoes and toss them with the olive oil.' },
      {
        description:
          'Scoop the avocados into a bowl and smash with a fork, leaving some texture. Season with the lime juice and salt.',
      },
      { description: 'Toast the sourdough until deeply golden.' },
      {
        description:
          'Spread the avocado thickly over the toast and top with the tomatoes, chilli flakes and pumpkin seeds.',
      },
    ],
    tags: ['vegan', 'quick'],
    diet: 'vegan',
  },
  {
    slug: 'besan-chilla-with-mint-chutney',
    name: 'Besan Chilla with Mint Chutney',
    type: 'Breakfast',
    cuisine: 'Indian',
    description:
      'Savoury chickpea-flour pancakes speckled with onion, tomato and chilli, with a bright mint and coriander chutney. Pancakes that respect your blood sugar, imagine that.',
    cookTime: 25,
    servings: 4,
    ingredients: [
      { name: 'besan', amount: 200, unit: 'g' },
      { name: 'water', amount: 300, unit: 'ml' },
      { name: 'turmeric', amount: 0.5, unit: 'tsp' },
      { name: 'cumin', amount: 0.5, unit: 'tsp' },
      { name: 'salt', amount: 0.75, unit: 'tsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'tomato', amount: 1, unit: 'piece' },
      { name: 'chili pepper', amount: 1, unit: 'piece' },
      { name: 'cilantro', amount: 1, unit: 'cup' },
      { name: 'mint', amount: 0.5, unit: 'cup' },
      { name: 'ginger', amount: 10, unit: 'g' },
      { name: 'lime juice', amount: 1, unit: 'tbsp' },
      { name: 'canola oil', amount: 2, unit: 'tbsp' },
    ],
    instructions: [
      {
        description:
          'Whisk the besan, turmeric, cumin and half the salt with the water into a smooth batter the thickness of single cream. Rest for 10 minutes.',
      },
      {
        description:
          'Finely chop the onion, tomato and half the chilli, and chop a quarter of the cilantro. Stir them into the batter.',
      },
      {
        description:
          'For the chutney, blend the mint, the remaining cilantro and chilli, the ginger, lime juice, remaining salt and 3 tbsp of water until smooth.',
      },
      {
        description:
          'Heat a non-stick frying pan over medium heat and brush with a little oil. Pour in a ladle of batter and spread it into a thin round.',
      },
      {
        description:
          'Cook for 2 to 3 minutes until the edges lift, drizzle a few drops of oil around it, flip and cook 2 minutes more. Repeat with the rest of the batter.',
      },
      { description: 'Serve the chillas hot with the chutney on the side.' },
    ],
    tags: ['vegan', 'gluten-free', 'high-protein'],
    diet: 'vegan',
  },
  {
    slug: 'ful-medames-with-warm-pita',
    name: 'Ful Medames with Warm Pita',
    type: 'Breakfast',
    cuisine: 'Egyptian',
    description:
      'Creamy fava beans crushed with garlic, cumin, lemon and good olive oil, topped with tomato and parsley. Egypt has been eating this for breakfast for centuries, and your cereal box should take notes.',
    cookTime: 20,
    servings: 4,
    ingredients: [
      { name: 'fava beans', amount: 500, unit: 'g' },
      { name: 'water', amount: 120, unit: 'ml' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'cumin', amount: 1, unit: 'tsp' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'lemon juice', amount: 3, unit: 'tbsp' },
      { name: 'olive oil', amount: 3, unit: 'tbsp' },
      { name: 'tomato', amount: 2, unit: 'piece' },
      { name: 'parsley', amount: 0.5, unit: 'cup' },
      { name: 'chili flakes', amount: 0.25, unit: 'tsp' },
      { name: 'pita', amount: 4, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Crush the garlic to a paste with a pinch of the salt. Dice the tomatoes and chop the parsley.',
      },
      {
        description:
          'Warm the fava beans with the water in a saucepan over medium heat for 8 minutes, until soft and steaming.',
      },
      {
        description:
          'Mash about half of the beans with a potato masher or fork, leaving the rest whole.',
      },
      {
        description:
          'Stir in the garlic, cumin, remaining salt, lemon juice and 2 tbsp of the olive oil. Loosen with a little more water if needed.',
      },
      { description: 'Warm the pitas in a dry pan or low oven.' },
      {
        description:
          'Spread the ful in a shallow dish, drizzle with the rest of the oil and top with the tomatoes, parsley and chilli flakes. Serve with the pita for scooping.',
      },
    ],
    tags: ['vegan', 'high-fibre'],
    diet: 'vegan',
  },
  {
    slug: 'menemen-turkish-scrambled-eggs',
    name: 'Menemen (Turkish Scrambled Eggs with Peppers)',
    type: 'Breakfast',
    cuisine: 'Turkish',
    description:
      'Soft, just-set eggs stirred through sweet green peppers and summer tomatoes with a hint of chilli. Scrambled eggs that went on holiday and came back more interesting.',
    cookTime: 20,
    servings: 2,
    ingredients: [
      { name: 'olive oil', amount: 2, unit: 'tbsp' },
      { name: 'green bell pepper', amount: 2, unit: 'piece' },
      { name: 'tomato', amount: 3, unit: 'piece' },
      { name: 'salt', amount: 0.25, unit: 'tsp' },
      { name: 'chili flakes', amount: 0.5, unit: 'tsp' },
      { name: 'eggs', amount: 4, unit: 'piece' },
      { name: 'parsley', amount: 2, unit: 'tbsp' },
      { name: 'sourdough bread', amount: 4, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Deseed and thinly slice the peppers. Grate the tomatoes on the coarse side of a box grater and discard the skins.',
      },
      {
        description:
          'Warm the oil in a frying pan over medium heat and cook the peppers for 6 to 8 minutes until soft.',
      },
      {
        description:
          'Add the grated tomato, salt and chilli flakes and simmer for 5 minutes until most of the liquid has cooked off.',
      },
      {
        description:
          'Lightly beat the eggs and pour them in. Stir slowly with a spatula for 2 to 3 minutes, taking the pan off the heat while the eggs are still soft.',
      },
      { description: 'Meanwhile toast the bread.' },
      {
        description:
          'Scatter the menemen with chopped parsley and serve straight from the pan with the toast.',
      },
    ],
    tags: ['vegetarian', 'quick'],
    diet: 'vegetarian',
  },
  {
    slug: 'cinnamon-french-toast-with-berries',
    name: 'Cinnamon French Toast with Berries',
    type: 'Breakfast',
    cuisine: 'French',
    description:
      'Golden, custardy slices fried in butter and piled with strawberries, raspberries and a little maple syrup. The eggs do more for your glucose curve than your willpower ever will.',
    cookTime: 20,
    servings: 4,
    ingredients: [
      { name: 'eggs', amount: 4, unit: 'piece' },
      { name: 'whole milk', amount: 200, unit: 'ml' },
      { name: 'cinnamon', amount: 1, unit: 'tsp' },
      { name: 'vanilla extract', amount: 1, unit: 'tsp' },
      { name: 'white bread', amount: 8, unit: 'piece' },
      { name: 'butter', amount: 30, unit: 'g' },
      { name: 'strawberries', amount: 200, unit: 'g' },
      { name: 'raspberries', amount: 125, unit: 'g' },
      { name: 'maple syrup', amount: 4, unit: 'tbsp' },
      { name: 'powdered sugar', amount: 1, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Whisk the eggs, milk, cinnamon and vanilla in a shallow dish. Hull and halve the strawberries.',
      },
      {
        description:
          'Dip the bread slices in the egg mixture, a few at a time, letting each soak for 10 seconds a side.',
      },
      {
        description:
          'Melt a knob of the butter in a large frying pan over medium heat. Fry the slices for 2 to 3 minutes a side until golden, adding butter as you go.',
      },
      { description: 'Keep the cooked slices warm in a low oven while you finish the batch.' },
      {
        description:
          'Serve two slices each, topped with the berries, a drizzle of maple syrup and a dusting of powdered sugar.',
      },
    ],
    tags: ['vegetarian', 'kid-friendly', 'weekend'],
    diet: 'vegetarian',
  },
  {
    slug: 'coconut-chia-pudding-with-mango-and-lime',
    name: 'Coconut Chia Pudding with Mango and Lime',
    type: 'Breakfast',
    cuisine: 'Caribbean',
    description:
      'Chia seeds set overnight in vanilla soy milk, layered with lime-spiked mango and toasted coconut. Tropical, make-ahead and kinder to your glucose than a pastry on the run.',
    cookTime: 10,
    servings: 4,
    ingredients: [
      { name: 'chia seeds', amount: 80, unit: 'g' },
      { name: 'soy milk', amount: 500, unit: 'ml' },
      { name: 'maple syrup', amount: 2, unit: 'tbsp' },
      { name: 'vanilla extract', amount: 1, unit: 'tsp' },
      { name: 'mango', amount: 1, unit: 'piece' },
      { name: 'lime juice', amount: 1, unit: 'tbsp' },
      { name: 'desiccated coconut', amount: 2, unit: 'tbsp' },
    ],
    instructions: [
      {
        description:
          'Whisk the chia seeds, soy milk, maple syrup and vanilla in a bowl. Wait 10 minutes, whisk again to break up any clumps, then cover and chill overnight.',
      },
      {
        description: 'In the morning, peel and dice the mango and toss it with the lime juice.',
      },
      {
        description:
          'Toast the coconut in a dry frying pan over low heat for 2 minutes until golden.',
      },
      {
        description:
          'Layer the pudding and mango in four glasses and finish with the toasted coconut.',
      },
    ],
    tags: ['vegan', 'make-ahead', 'gluten-free'],
    diet: 'vegan',
  },
  {
    slug: 'black-bean-and-egg-breakfast-burritos',
    name: 'Black Bean and Egg Breakfast Burritos',
    type: 'Breakfast',
    cuisine: 'American',
    description:
      'Soft scrambled eggs, smoky black beans, peppers, cheddar and salsa rolled into a warm tortilla. Portable, filling, and far better than whatever the drive-through is doing.',
    cookTime: 20,
    servings: 4,
    ingredients: [
      { name: 'olive oil', amount: 1, unit: 'tbsp' },
      { name: 'red bell pepper', amount: 1, unit: 'piece' },
      { name: 'spring onion', amount: 2, unit: 'piece' },
      { name: 'black beans', amount: 240, unit: 'g' },
      { name: 'cumin', amount: 0.5, unit: 'tsp' },
      { name: 'eggs', amount: 6, unit: 'piece' },
      { name: 'salt', amount: 0.25, unit: 'tsp' },
      { name: 'flour tortilla', amount: 4, unit: 'piece' },
      { name: 'cheddar', amount: 60, unit: 'g' },
      { name: 'salsa', amount: 0.5, unit: 'cup' },
    ],
    instructions: [
      {
        description:
          'Dice the pepper, slice the spring onions and grate the cheddar. Beat the eggs with the salt.',
      },
      {
        description:
          'Heat the oil in a frying pan and cook the pepper for 4 minutes. Add the black beans and cumin and warm through for 2 minutes.',
      },
      {
        description:
          'Pour in the eggs and stir gently over low heat for 2 to 3 minutes until softly set. Stir in the spring onions.',
      },
      { description: 'Warm the tortillas in a dry pan for 20 seconds a side.' },
      {
        description:
          'Divide the filling between the tortillas, top with cheddar and salsa, fold in the sides and roll up tightly.',
      },
      {
        description:
          'Toast the burritos seam side down in the pan for 1 minute a side and serve hot.',
      },
    ],
    tags: ['vegetarian', 'high-protein'],
    diet: 'vegetarian',
  },
  {
    slug: 'banana-and-cinnamon-porridge',
    name: 'Banana and Cinnamon Porridge',
    type: 'Breakfast',
    cuisine: 'Scottish',
    description:
      'Creamy oats stirred slowly with milk, sweet banana and cinnamon, finished with walnuts. Proper rolled oats, not the instant stuff; Chef Roastie is watching.',
    cookTime: 15,
    servings: 4,
    ingredients: [
      { name: 'rolled oats', amount: 160, unit: 'g' },
      { name: 'whole milk', amount: 500, unit: 'ml' },
      { name: 'water', amount: 300, unit: 'ml' },
      { name: 'salt', amount: 0.125, unit: 'tsp' },
      { name: 'cinnamon', amount: 1, unit: 'tsp' },
      { name: 'banana', amount: 2, unit: 'piece' },
      { name: 'walnuts', amount: 30, unit: 'g' },
      { name: 'honey', amount: 1, unit: 'tbsp' },
    ],
    instructions: [
      {
        description:
          'Put the oats, milk, water, salt and cinnamon in a saucepan and bring to a gentle simmer.',
      },
      {
        description:
          'Cook for 8 to 10 minutes, stirring often with a wooden spoon, until thick and creamy.',
      },
      {
        description:
          'Mash one banana and stir it into the porridge for the last 2 minutes. Slice the other banana.',
      },
      { description: 'Roughly chop the walnuts.' },
      {
        description:
          'Spoon into bowls and top with the sliced banana, walnuts and a small drizzle of honey.',
      },
    ],
    tags: ['vegetarian', 'high-fibre', 'kid-friendly'],
    diet: 'vegetarian',
  },
  {
    slug: 'tartine-with-butter-and-apricot-jam',
    name: 'Tartine with Butter and Apricot Jam',
    type: 'Breakfast',
    cuisine: 'French',
    description:
      'A split baguette with cold salted butter and apricot jam, the Parisian café breakfast. Fluffy white bread and jam: a glucose rollercoaster, best enjoyed with eyes open.',
    cookTime: 5,
    servings: 2,
    ingredients: [
      { name: 'baguette', amount: 0.5, unit: 'piece' },
      { name: 'butter', amount: 20, unit: 'g' },
      { name: 'apricot jam', amount: 2, unit: 'tbsp' },
    ],
    instructions: [
      { description: 'Take the butter out of the fridge a few minutes ahead so it spreads.' },
      {
        description:
          'Cut the half baguette into two pieces and split each one lengthways, keeping one side attached.',
      },
      {
        description: 'Warm the bread in a hot oven for 2 to 3 minutes, until the crust crackles.',
      },
      {
        description:
          'Spread the cut sides generously with butter, then with the jam. Serve straight away, ideally with a big cup of coffee for dunking.',
      },
    ],
    tags: ['vegetarian', 'quick'],
    diet: 'vegetarian',
  },
  {
    slug: 'tofu-scramble-with-spinach',
    name: 'Tofu Scramble with Spinach on Multigrain Toast',
    type: 'Breakfast',
    cuisine: 'American',
    description:
      'Golden turmeric tofu crumbled with garlic, spinach and cherry tomatoes, piled on seeded toast. Plant protein that even egg loyalists will not roast.',
    cookTime: 20,
    servings: 2,
    ingredients: [
      { name: 'firm tofu', amount: 300, unit: 'g' },
      { name: 'olive oil', amount: 1, unit: 'tbsp' },
      { name: 'onion', amount: 0.5, unit: 'piece' },
      { name: 'garlic', amount: 2, unit: 'piece' },
      { name: 'turmeric', amount: 0.5, unit: 'tsp' },
      { name: 'cumin', amount: 0.25, unit: 'tsp' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'black pepper', amount: 0.25, unit: 'tsp' },
      { name: 'cherry tomato', amount: 8, unit: 'piece' },
      { name: 'spinach', amount: 2, unit: 'cup' },
      { name: 'multigrain bread', amount: 4, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Pat the tofu dry and crumble it into bite-size pieces. Finely chop the onion and garlic and halve the tomatoes.',
      },
      {
        description:
          'Heat the oil in a frying pan over medium heat and cook the onion for 4 minutes. Add the garlic for 1 minute.',
      },
      {
        description:
          'Add the tofu, turmeric, cumin, salt and pepper and fry for 5 minutes, stirring, until the tofu is golden in places.',
      },
      {
        description:
          'Add the tomatoes and spinach and stir for 1 to 2 minutes until the spinach wilts.',
      },
      { description: 'Meanwhile toast the bread.' },
      { description: 'Pile the scramble onto the toast and serve hot.' },
    ],
    tags: ['vegan', 'high-protein'],
    diet: 'vegan',
  },
  {
    slug: 'kinche-cracked-wheat-with-spiced-butter',
    name: 'Kinche (Cracked Wheat with Spiced Butter)',
    type: 'Breakfast',
    cuisine: 'Ethiopian',
    description:
      'Nutty cracked wheat tossed with butter gently infused with onion, garlic, ginger, cardamom and fenugreek. A humble Ethiopian breakfast with more personality than most brunch menus.',
    cookTime: 25,
    servings: 4,
    ingredients: [
      { name: 'bulgur', amount: 550, unit: 'g' },
      { name: 'butter', amount: 40, unit: 'g' },
      { name: 'onion', amount: 0.5, unit: 'piece' },
      { name: 'garlic', amount: 2, unit: 'piece' },
      { name: 'ginger', amount: 5, unit: 'g' },
      { name: 'cardamom', amount: 0.5, unit: 'tsp' },
      { name: 'fenugreek seeds', amount: 0.25, unit: 'tsp' },
      { name: 'turmeric', amount: 0.25, unit: 'tsp' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Cook the bulgur (about 200 g dry) in plenty of salted water for 12 to 15 minutes until tender, then drain well.',
      },
      {
        description: 'Meanwhile finely chop the onion and grate the garlic and ginger.',
      },
      {
        description:
          'Melt the butter in a frying pan over low heat. Add the onion, garlic, ginger, cardamom, fenugreek and turmeric and let them sizzle gently for 5 minutes without browning.',
      },
      {
        description:
          'Add the drained bulgur and the salt and toss over low heat for 2 minutes until every grain is glossy with the spiced butter.',
      },
      { description: 'Serve warm, on its own or with a cup of spiced tea.' },
    ],
    tags: ['vegetarian', 'high-fibre'],
    diet: 'vegetarian',
  },
  {
    slug: 'quinoa-porridge-with-apple-and-cinnamon',
    name: 'Quinoa Porridge with Apple and Cinnamon',
    type: 'Breakfast',
    cuisine: 'Peruvian',
    description:
      'Inspired by the Andean quinua con manzana: quinoa simmered with apple, cinnamon and cloves until creamy, topped with pecans. Warming, filling and quietly low on the glucose drama.',
    cookTime: 20,
    servings: 2,
    ingredients: [
      { name: 'quinoa', amount: 300, unit: 'g' },
      { name: 'soy milk', amount: 300, unit: 'ml' },
      { name: 'apple', amount: 1, unit: 'piece' },
      { name: 'cinnamon', amount: 1, unit: 'tsp' },
      { name: 'cloves', amount: 2, unit: 'piece' },
      { name: 'raisins', amount: 1, unit: 'tbsp' },
      { name: 'maple syrup', amount: 1, unit: 'tbsp' },
      { name: 'pecans', amount: 20, unit: 'g' },
    ],
    instructions: [
      {
        description:
          'Cook the quinoa (about 100 g dry, rinsed well) in water for 15 minutes until the grains show their little tails, then drain.',
      },
      { description: 'Core and dice the apple. Roughly chop the pecans.' },
      {
        description:
          'Put the quinoa, soy milk, apple, cinnamon, cloves and raisins in a saucepan and simmer for 6 to 8 minutes, stirring, until creamy and the apple is soft.',
      },
      { description: 'Fish out the cloves and stir in the maple syrup.' },
      { description: 'Spoon into bowls and top with the pecans.' },
    ],
    tags: ['vegan', 'gluten-free', 'high-fibre'],
    diet: 'vegan',
  },
  {
    slug: 'banh-mi-op-la-fried-egg-baguette',
    name: 'Bánh Mì Ốp La (Fried Egg Baguette)',
    type: 'Breakfast',
    cuisine: 'Vietnamese',
    description:
      'Crackly baguette stuffed with crispy-edged fried eggs, cucumber, coriander, chilli and a splash of soy. Saigon street breakfast: fast, fiery, and quick to hit your bloodstream.',
    cookTime: 10,
    servings: 2,
    ingredients: [
      { name: 'baguette', amount: 200, unit: 'g' },
      { name: 'canola oil', amount: 2, unit: 'tsp' },
      { name: 'eggs', amount: 4, unit: 'piece' },
      { name: 'black pepper', amount: 0.25, unit: 'tsp' },
      { name: 'soy sauce', amount: 2, unit: 'tsp' },
      { name: 'cucumber', amount: 0.5, unit: 'piece' },
      { name: 'spring onion', amount: 1, unit: 'piece' },
      { name: 'cilantro', amount: 4, unit: 'tbsp' },
      { name: 'chili pepper', amount: 1, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Cut the cucumber into long batons, slice the spring onion and chilli and pick the cilantro leaves.',
      },
      {
        description:
          'Warm the baguette in a hot oven for 3 minutes, then cut it into two lengths and split each one open.',
      },
      {
        description:
          'Heat the oil in a frying pan over high heat. Crack in the eggs and fry for 2 to 3 minutes until the edges are lacy and crisp and the yolks still runny.',
      },
      { description: 'Season the eggs with the black pepper and a few drops of soy sauce.' },
      {
        description:
          'Tuck two eggs into each baguette with the cucumber, spring onion, cilantro and chilli, splash over the remaining soy sauce and eat immediately.',
      },
    ],
    tags: ['vegetarian', 'quick'],
    diet: 'vegetarian',
  },
  {
    slug: 'instant-oats-with-brown-sugar-and-raisins',
    name: 'Instant Oats with Brown Sugar and Raisins',
    type: 'Breakfast',
    cuisine: 'American',
    description:
      'The two-minute packet-style bowl, sweetened with brown sugar and raisins. Chef Roastie will not stop you; just know that finely cut oats digest fast, and so does the sugar.',
    cookTime: 5,
    servings: 2,
    ingredients: [
      { name: 'instant oats', amount: 80, unit: 'g' },
      { name: 'water', amount: 350, unit: 'ml' },
      { name: 'salt', amount: 0.125, unit: 'tsp' },
      { name: 'whole milk', amount: 50, unit: 'ml' },
      { name: 'brown sugar', amount: 2, unit: 'tbsp' },
      { name: 'raisins', amount: 2, unit: 'tbsp' },
      { name: 'cinnamon', amount: 0.5, unit: 'tsp' },
    ],
    instructions: [
      { description: 'Bring the water and salt to the boil in a small saucepan.' },
      {
        description: 'Stir in the instant oats and cook for 1 to 2 minutes, stirring, until thick.',
      },
      { description: 'Take off the heat and stir in the raisins and cinnamon.' },
      {
        description: 'Spoon into bowls, pour over the cold milk and sprinkle with the brown sugar.',
      },
    ],
    tags: ['vegetarian', 'quick', 'kid-friendly'],
    diet: 'vegetarian',
  },
  {
    slug: 'gyeran-bap-egg-rice-with-soy-and-sesame',
    name: 'Gyeran-bap (Egg Rice with Soy and Sesame)',
    type: 'Breakfast',
    cuisine: 'Korean',
    description:
      'Hot rice topped with crispy fried eggs, soy sauce, sesame oil and torn nori. The Korean student breakfast that takes five minutes and tastes like a hug.',
    cookTime: 10,
    servings: 2,
    ingredients: [
      { name: 'white rice', amount: 400, unit: 'g' },
      { name: 'canola oil', amount: 1, unit: 'tsp' },
      { name: 'eggs', amount: 4, unit: 'piece' },
      { name: 'soy sauce', amount: 1, unit: 'tbsp' },
      { name: 'sesame oil', amount: 2, unit: 'tsp' },
      { name: 'spring onion', amount: 2, unit: 'piece' },
      { name: 'nori', amount: 1, unit: 'piece' },
      { name: 'sesame seeds', amount: 1, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Cook the rice (about 140 g dry) or reheat leftover rice until steaming. Slice the spring onions.',
      },
      {
        description:
          'Heat the oil in a frying pan over medium-high heat and fry the eggs for 2 to 3 minutes until the edges are crisp and the yolks runny.',
      },
      { description: 'Divide the hot rice between two bowls and slide two eggs onto each.' },
      {
        description:
          'Drizzle with the soy sauce and sesame oil, crumble over the nori and scatter with spring onions and sesame seeds.',
      },
      { description: 'Break the yolks and mix everything together at the table.' },
    ],
    tags: ['vegetarian', 'quick'],
    diet: 'vegetarian',
  },
  {
    slug: 'rye-toast-with-smoked-salmon-and-dill',
    name: 'Rye Toast with Smoked Salmon and Dill',
    type: 'Breakfast',
    cuisine: 'Scandinavian',
    description:
      'Dense rye bread with cream cheese, smoked salmon, cucumber, soft-boiled egg and plenty of dill. Nordic, elegant, and it keeps you full until lunch without a sugar crash.',
    cookTime: 15,
    servings: 2,
    ingredients: [
      { name: 'eggs', amount: 2, unit: 'piece' },
      { name: 'rye bread', amount: 4, unit: 'piece' },
      { name: 'cream cheese', amount: 4, unit: 'tbsp' },
      { name: 'smoked salmon', amount: 100, unit: 'g' },
      { name: 'cucumber', amount: 0.25, unit: 'piece' },
      { name: 'dill', amount: 2, unit: 'tbsp' },
      { name: 'lemon', amount: 0.5, unit: 'piece' },
      { name: 'black pepper', amount: 0.25, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Lower the eggs into boiling water and cook for 7 minutes, then cool them in cold water and peel.',
      },
      { description: 'Thinly slice the cucumber and chop the dill.' },
      { description: 'Toast the rye bread and spread each slice with cream cheese.' },
      {
        description: 'Top with the cucumber and smoked salmon, then the halved eggs.',
      },
      {
        description: 'Finish with the dill, a squeeze of lemon and a grind of black pepper.',
      },
    ],
    tags: ['pescatarian', 'high-protein', 'quick'],
    diet: 'pescatarian',
  },
];
