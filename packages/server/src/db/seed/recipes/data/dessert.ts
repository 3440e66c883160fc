// Chef Roastie's desserts. Amounts follow the conventions in seed-recipe.ts.
import type { SeedRecipe } from '../seed-recipe.ts';

export const DESSERT_RECIPES: readonly SeedRecipe[] = [
  {
    slug: 'mango-sticky-rice',
    name: 'Mango Sticky Rice',
    type: 'Dessert',
    cuisine: 'Thai',
    description:
      'Steamed glutinous rice soaked in sweet, salty coconut milk, served with ripe mango and toasted sesame. Heaven on a plate, and sticky rice is one of the fastest carbs on Earth: savour it, do not inhale it.',
    cookTime: 45,
    servings: 4,
    ingredients: [
      { name: 'sticky rice', amount: 600, unit: 'g' },
      { name: 'coconut milk', amount: 250, unit: 'ml' },
      { name: 'white sugar', amount: 50, unit: 'g' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'mango', amount: 2, unit: 'piece' },
      { name: 'sesame seeds', amount: 1, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Soak the glutinous rice (about 250 g dry) in cold water for at least 4 hours or overnight, then drain.',
      },
      {
        description:
          'Line a steamer basket with a damp cloth, spread the rice on it and steam over simmering water for 20 to 25 minutes until translucent and tender.',
      },
      {
        description:
          'Meanwhile warm 200 ml of the coconut milk with the sugar and salt until dissolved; do not let it boil.',
      },
      {
        description:
          'Pour the sweet coconut milk over the hot rice, stir once, cover and leave for 15 minutes to soak in.',
      },
      {
        description: 'Toast the sesame seeds in a dry pan. Peel the mangoes and slice the cheeks.',
      },
      {
        description:
          'Mound the rice on plates beside the mango, spoon over the remaining coconut milk and sprinkle with sesame seeds.',
      },
    ],
    tags: ['vegan', 'gluten-free'],
    diet: 'vegan',
  },
  {
    slug: 'baked-rice-pudding-with-nutmeg',
    name: 'Baked Rice Pudding with Nutmeg',
    type: 'Dessert',
    cuisine: 'British',
    description:
      'Short-grain rice baked low and slow in creamy milk under a golden, nutmeg-freckled skin, with a spoonful of jam. School dinners, but the good kind.',
    cookTime: 130,
    servings: 6,
    ingredients: [
      { name: 'butter', amount: 20, unit: 'g' },
      { name: 'short-grain rice', amount: 300, unit: 'g' },
      { name: 'whole milk', amount: 1, unit: 'l' },
      { name: 'white sugar', amount: 60, unit: 'g' },
      { name: 'vanilla extract', amount: 1, unit: 'tsp' },
      { name: 'nutmeg', amount: 0.5, unit: 'tsp' },
      { name: 'raspberry jam', amount: 6, unit: 'tbsp' },
    ],
    instructions: [
      {
        description: 'Heat the oven to 150°C and butter a 1.5 litre baking dish.',
      },
      {
        description:
          'Rinse the pudding rice (about 100 g dry) and put it in the dish with the milk, sugar and vanilla. Stir well.',
      },
      {
        description: 'Dot the top with the remaining butter and grate over the nutmeg.',
      },
      {
        description:
          'Bake for 2 hours, stirring gently after the first 30 minutes and again after an hour, then leave it undisturbed to form a golden skin.',
      },
      { description: 'Let it stand for 10 minutes; it thickens as it cools.' },
      { description: 'Serve warm, each bowl with a spoonful of jam.' },
    ],
    tags: ['vegetarian', 'comfort-food', 'gluten-free'],
    diet: 'vegetarian',
  },
  {
    slug: 'dark-chocolate-avocado-mousse',
    name: 'Dark Chocolate Avocado Mousse',
    type: 'Dessert',
    cuisine: 'Mexican',
    description:
      'A silky, deeply chocolatey mousse made with avocado, warmed with cinnamon and a whisper of chilli, topped with raspberries. Nobody will guess the secret, unless you brag, which you will.',
    cookTime: 15,
    servings: 4,
    ingredients: [
      { name: 'dark chocolate', amount: 120, unit: 'g' },
      { name: 'avocado', amount: 2, unit: 'piece' },
      { name: 'cocoa powder', amount: 2, unit: 'tbsp' },
      { name: 'maple syrup', amount: 4, unit: 'tbsp' },
      { name: 'almond milk', amount: 4, unit: 'tbsp' },
      { name: 'vanilla extract', amount: 1, unit: 'tsp' },
      { name: 'cinnamon', amount: 0.5, unit: 'tsp' },
      { name: 'cayenne pepper', amount: 0.125, unit: 'tsp' },
      { name: 'salt', amount: 0.125, unit: 'tsp' },
      { name: 'raspberries', amount: 125, unit: 'g' },
    ],
    instructions: [
      {
        description:
          'Melt the chocolate in a bowl set over simmering water, or in short bursts in the microwave, and let it cool slightly.',
      },
      { description: 'Halve and stone the avocados and scoop the flesh into a food processor.' },
      {
        description:
          'Add the melted chocolate, cocoa, maple syrup, almond milk, vanilla, cinnamon, cayenne and salt and blend until completely smooth, scraping down the sides.',
      },
      {
        description: 'Spoon into four small glasses and chill for at least 30 minutes.',
      },
      { description: 'Top with the raspberries just before serving.' },
    ],
    tags: ['vegan', 'gluten-free', 'make-ahead'],
    diet: 'vegan',
  },
  {
    slug: 'baked-apples-with-oats-and-walnuts',
    name: 'Baked Apples with Oats and Walnuts',
    type: 'Dessert',
    cuisine: 'British',
    description:
      'Whole apples stuffed with a cinnamon, oat, walnut and raisin crumble and baked until they slump. Pudding that counts as fruit; Chef Roastie will allow the technicality.',
    cookTime: 45,
    servings: 4,
    ingredients: [
      { name: 'apple', amount: 4, unit: 'piece' },
      { name: 'rolled oats', amount: 40, unit: 'g' },
      { name: 'walnuts', amount: 30, unit: 'g' },
      { name: 'raisins', amount: 2, unit: 'tbsp' },
      { name: 'cinnamon', amount: 1, unit: 'tsp' },
      { name: 'maple syrup', amount: 2, unit: 'tbsp' },
      { name: 'coconut oil', amount: 1, unit: 'tbsp' },
      { name: 'water', amount: 100, unit: 'ml' },
    ],
    instructions: [
      { description: 'Heat the oven to 180°C.' },
      {
        description:
          'Core the apples with a corer or small knife, leaving a wide hollow, and score a line around the middle of each so the skins do not burst.',
      },
      {
        description:
          'Chop the walnuts and mix them with the oats, raisins, cinnamon, maple syrup and melted coconut oil.',
      },
      {
        description:
          'Stand the apples in a small baking dish and pack the filling into the hollows, piling any extra on top.',
      },
      {
        description:
          'Pour the water into the dish and bake for 30 to 35 minutes until the apples are soft and the tops crisp.',
      },
      { description: 'Serve warm with the juices from the dish spooned over.' },
    ],
    tags: ['vegan', 'high-fibre'],
    diet: 'vegan',
  },
  {
    slug: 'torta-caprese-flourless-chocolate-almond-cake',
    name: 'Torta Caprese (Flourless Chocolate Almond Cake)',
    type: 'Dessert',
    cuisine: 'Italian',
    description:
      'A dense, fudgy chocolate cake from Capri made with ground almonds instead of flour, crisp on top and molten within. Rich enough that a thin slice is plenty; we both know you will have two.',
    cookTime: 60,
    servings: 10,
    ingredients: [
      { name: 'dark chocolate', amount: 200, unit: 'g' },
      { name: 'unsalted butter', amount: 150, unit: 'g' },
      { name: 'eggs', amount: 5, unit: 'piece' },
      { name: 'white sugar', amount: 150, unit: 'g' },
      { name: 'almond flour', amount: 200, unit: 'g' },
      { name: 'cocoa powder', amount: 1, unit: 'tbsp' },
      { name: 'salt', amount: 0.25, unit: 'tsp' },
      { name: 'powdered sugar', amount: 1, unit: 'tbsp' },
    ],
    instructions: [
      {
        description: 'Heat the oven to 170°C. Grease and line a 23 cm springform tin.',
      },
      {
        description:
          'Melt the chocolate and butter together over low heat and leave to cool slightly.',
      },
      {
        description:
          'Separate the eggs. Whisk the yolks with the sugar until pale and thick, then stir in the chocolate mixture, almond flour, cocoa and salt.',
      },
      {
        description:
          'Whisk the egg whites to soft peaks and fold them into the chocolate mixture in three additions, keeping as much air as you can.',
      },
      {
        description:
          'Scrape into the tin and bake for 40 to 45 minutes, until the top is cracked and a skewer comes out with a few moist crumbs.',
      },
      {
        description:
          'Cool in the tin for 15 minutes, then unmould and dust with powdered sugar before serving.',
      },
    ],
    tags: ['vegetarian', 'gluten-free'],
    diet: 'vegetarian',
  },
  {
    slug: 'kheer-cardamom-rice-pudding',
    name: 'Kheer (Cardamom Rice Pudding)',
    type: 'Dessert',
    cuisine: 'Indian',
    description:
      'Basmati rice simmered slowly in milk with cardamom until creamy, finished with pistachios, almonds and raisins. Festive, fragrant and gentler than you would expect for a rice pudding.',
    cookTime: 60,
    servings: 6,
    ingredients: [
      { name: 'whole milk', amount: 1, unit: 'l' },
      { name: 'basmati rice', amount: 240, unit: 'g' },
      { name: 'cardamom', amount: 0.5, unit: 'tsp' },
      { name: 'white sugar', amount: 70, unit: 'g' },
      { name: 'raisins', amount: 2, unit: 'tbsp' },
      { name: 'pistachios', amount: 30, unit: 'g' },
      { name: 'almonds', amount: 20, unit: 'g' },
    ],
    instructions: [
      {
        description: 'Rinse the rice (about 80 g dry) and soak it for 20 minutes, then drain.',
      },
      {
        description:
          'Bring the milk to the boil in a heavy pan, add the rice and simmer gently for 35 to 40 minutes, stirring often and scraping the bottom, until the rice is very soft and the milk has thickened.',
      },
      {
        description: 'Stir in the sugar, ground cardamom and raisins and cook for 5 minutes more.',
      },
      { description: 'Slice the pistachios and almonds.' },
      {
        description:
          'Serve the kheer warm or chilled, scattered with the nuts. It thickens as it cools, so loosen it with a splash of milk if needed.',
      },
    ],
    tags: ['vegetarian', 'gluten-free', 'make-ahead'],
    diet: 'vegetarian',
  },
  {
    slug: 'summer-berry-pavlova',
    name: 'Summer Berry Pavlova',
    type: 'Dessert',
    cuisine: 'Australian',
    description:
      'A crisp-shelled, marshmallowy meringue piled with whipped cream, berries and passion fruit. Essentially a cloud of sugar; Chef Roastie respects the honesty.',
    cookTime: 120,
    servings: 8,
    ingredients: [
      { name: 'egg whites', amount: 4, unit: 'piece' },
      { name: 'white sugar', amount: 220, unit: 'g' },
      { name: 'cornstarch', amount: 2, unit: 'tsp' },
      { name: 'white vinegar', amount: 1, unit: 'tsp' },
      { name: 'vanilla extract', amount: 1, unit: 'tsp' },
      { name: 'heavy cream', amount: 300, unit: 'ml' },
      { name: 'strawberries', amount: 250, unit: 'g' },
      { name: 'raspberries', amount: 125, unit: 'g' },
      { name: 'blueberries', amount: 125, unit: 'g' },
      { name: 'passion fruit', amount: 2, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Heat the oven to 150°C and draw a 22 cm circle on a sheet of baking paper on a tray.',
      },
      {
        description:
          'Whisk the egg whites to stiff peaks, then add the sugar a spoonful at a time, whisking well, until glossy and the sugar has dissolved.',
      },
      {
        description:
          'Whisk in the cornstarch, vinegar and vanilla. Spread the meringue in the circle, building up the sides a little higher than the middle.',
      },
      {
        description:
          'Turn the oven down to 120°C and bake for 1 hour 15 minutes. Turn the oven off and leave the pavlova inside to cool completely.',
      },
      {
        description: 'Whip the cream to soft peaks. Hull and halve the strawberries.',
      },
      {
        description:
          'Just before serving, pile the cream onto the meringue, top with the berries and spoon over the passion fruit pulp.',
      },
    ],
    tags: ['vegetarian', 'gluten-free'],
    diet: 'vegetarian',
  },
  {
    slug: 'apple-and-blackberry-crumble',
    name: 'Apple and Blackberry Crumble',
    type: 'Dessert',
    cuisine: 'British',
    description:
      'Tart apples and blackberries under a buttery oat crumble, baked until the juices bubble up purple at the edges. The oats and apples keep it more reasonable than it has any right to be.',
    cookTime: 50,
    servings: 6,
    ingredients: [
      { name: 'apple', amount: 5, unit: 'piece' },
      { name: 'blackberries', amount: 200, unit: 'g' },
      { name: 'white sugar', amount: 2, unit: 'tbsp' },
      { name: 'cinnamon', amount: 1, unit: 'tsp' },
      { name: 'lemon juice', amount: 1, unit: 'tbsp' },
      { name: 'all-purpose flour', amount: 150, unit: 'g' },
      { name: 'rolled oats', amount: 60, unit: 'g' },
      { name: 'brown sugar', amount: 80, unit: 'g' },
      { name: 'unsalted butter', amount: 100, unit: 'g' },
      { name: 'salt', amount: 0.125, unit: 'tsp' },
    ],
    instructions: [
      { description: 'Heat the oven to 190°C.' },
      {
        description:
          'Peel, core and slice the apples. Toss them with the blackberries, white sugar, cinnamon and lemon juice and spread in a baking dish.',
      },
      {
        description:
          'Rub the cold, diced butter into the flour and salt with your fingertips until it looks like rough breadcrumbs.',
      },
      {
        description:
          'Stir in the oats and brown sugar, then squeeze a few handfuls together to make some larger clumps.',
      },
      {
        description:
          'Scatter the crumble over the fruit without pressing it down and bake for 35 to 40 minutes until golden and bubbling.',
      },
      { description: 'Rest for 10 minutes before serving.' },
    ],
    tags: ['vegetarian', 'comfort-food'],
    diet: 'vegetarian',
  },
  {
    slug: 'banana-bread-with-walnuts',
    name: 'Banana Bread with Walnuts',
    type: 'Dessert',
    cuisine: 'American',
    description:
      'A moist, cinnamon-scented loaf that turns your spotty bananas into something worth bragging about. It is cake, whatever the name says, and Chef Roastie loves it anyway.',
    cookTime: 75,
    servings: 10,
    ingredients: [
      { name: 'banana', amount: 3, unit: 'piece' },
      { name: 'unsalted butter', amount: 100, unit: 'g' },
      { name: 'brown sugar', amount: 120, unit: 'g' },
      { name: 'eggs', amount: 2, unit: 'piece' },
      { name: 'vanilla extract', amount: 1, unit: 'tsp' },
      { name: 'all-purpose flour', amount: 250, unit: 'g' },
      { name: 'baking soda', amount: 1, unit: 'tsp' },
      { name: 'cinnamon', amount: 1, unit: 'tsp' },
      { name: 'salt', amount: 0.25, unit: 'tsp' },
      { name: 'walnuts', amount: 60, unit: 'g' },
    ],
    instructions: [
      {
        description:
          'Heat the oven to 175°C and line a 900 g loaf tin with baking paper. Melt the butter.',
      },
      {
        description:
          'Mash the bananas well, then whisk in the melted butter, sugar, eggs and vanilla.',
      },
      {
        description:
          'Whisk the flour, baking soda, cinnamon and salt in another bowl, then fold them into the banana mixture until just combined.',
      },
      { description: 'Fold in the roughly chopped walnuts.' },
      {
        description:
          'Scrape into the tin and bake for 55 to 60 minutes until a skewer comes out clean. Cover loosely with foil if it browns too fast.',
      },
      {
        description: 'Cool in the tin for 10 minutes, then on a rack. Slice thickly to serve.',
      },
    ],
    tags: ['vegetarian', 'kid-friendly', 'make-ahead'],
    diet: 'vegetarian',
  },
  {
    slug: 'crepes-with-lemon-and-sugar',
    name: 'Crêpes with Lemon and Sugar',
    type: 'Dessert',
    cuisine: 'French',
    description:
      'Lacy, paper-thin crêpes sprinkled with sugar and a generous squeeze of lemon, folded into quarters. Simple, classic and gone in minutes.',
    cookTime: 30,
    servings: 4,
    ingredients: [
      { name: 'all-purpose flour', amount: 125, unit: 'g' },
      { name: 'salt', amount: 0.125, unit: 'tsp' },
      { name: 'eggs', amount: 2, unit: 'piece' },
      { name: 'whole milk', amount: 300, unit: 'ml' },
      { name: 'unsalted butter', amount: 30, unit: 'g' },
      { name: 'white sugar', amount: 4, unit: 'tbsp' },
      { name: 'lemon', amount: 2, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Whisk the flour and salt with the eggs, then gradually whisk in the milk to a smooth batter the consistency of single cream. Melt the butter and whisk in half of it.',
      },
      { description: 'Rest the batter for 20 minutes if you have time.' },
      {
        description:
          'Heat a crêpe or small non-stick frying pan over medium-high heat and brush with a little of the remaining butter.',
      },
      {
        description:
          'Pour in just enough batter to coat the base, swirling the pan. Cook for 1 minute until lacy and golden underneath, flip and cook 30 seconds more.',
      },
      {
        description:
          'Stack the crêpes as you go. Sprinkle each with sugar and lemon juice, fold into quarters and serve with lemon wedges.',
      },
    ],
    tags: ['vegetarian', 'kid-friendly'],
    diet: 'vegetarian',
  },
  {
    slug: 'dorayaki-with-sweet-red-bean',
    name: 'Dorayaki (Honey Pancakes with Sweet Red Bean)',
    type: 'Dessert',
    cuisine: 'Japanese',
    description:
      'Two fluffy honey pancakes sandwiched around a home-made sweet adzuki bean filling. A Tokyo snack-shop favourite, and the beans bring a little fibre to the party.',
    cookTime: 50,
    servings: 6,
    ingredients: [
      { name: 'adzuki beans', amount: 400, unit: 'g' },
      { name: 'white sugar', amount: 160, unit: 'g' },
      { name: 'salt', amount: 0.25, unit: 'tsp' },
      { name: 'eggs', amount: 3, unit: 'piece' },
      { name: 'honey', amount: 2, unit: 'tbsp' },
      { name: 'all-purpose flour', amount: 150, unit: 'g' },
      { name: 'baking powder', amount: 1, unit: 'tsp' },
      { name: 'water', amount: 3, unit: 'tbsp' },
      { name: 'canola oil', amount: 1, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'For the filling, simmer the cooked adzuki beans with 80 g of the sugar, the salt and a splash of water for 15 minutes, mashing roughly, until thick enough to hold its shape. Cool.',
      },
      {
        description:
          'Whisk the eggs, remaining sugar and honey until pale and frothy. Sift in the flour and baking powder and fold in, then stir in the water to make a thick, pourable batter.',
      },
      {
        description:
          'Heat a non-stick pan over medium-low heat and wipe it with a little oil, removing the excess.',
      },
      {
        description:
          'Pour in 3 tbsp of batter to make a 9 cm round. Cook until bubbles appear, about 2 minutes, then flip and cook 30 seconds more. Repeat to make 12 pancakes.',
      },
      {
        description:
          'Spread a spoonful of bean paste on half the pancakes, top with the rest and press the edges gently together.',
      },
      { description: 'Wrap in cling film for 10 minutes so they soften, then serve.' },
    ],
    tags: ['vegetarian', 'make-ahead'],
    diet: 'vegetarian',
  },
  {
    slug: 'hotteok-korean-sweet-pancakes',
    name: 'Hotteok (Korean Sweet Pancakes)',
    type: 'Dessert',
    cuisine: 'Korean',
    description:
      'Chewy yeasted pancakes pan-fried until crisp, hiding a molten brown sugar and cinnamon centre. Seoul street-stall magic; mind the lava and the sugar rush.',
    cookTime: 90,
    servings: 8,
    ingredients: [
      { name: 'all-purpose flour', amount: 350, unit: 'g' },
      { name: 'yeast', amount: 1, unit: 'piece' },
      { name: 'white sugar', amount: 1, unit: 'tbsp' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'water', amount: 260, unit: 'ml' },
      { name: 'canola oil', amount: 2, unit: 'tbsp' },
      { name: 'brown sugar', amount: 100, unit: 'g' },
      { name: 'cinnamon', amount: 1, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Mix the flour, yeast, white sugar and salt, then stir in the lukewarm water and 1 tsp of the oil to make a soft, sticky dough. Cover and leave to rise for 1 hour until doubled.',
      },
      { description: 'Mix the brown sugar and cinnamon for the filling.' },
      {
        description:
          'With oiled hands, divide the dough into 8 pieces. Flatten each in your palm, put a heaped spoonful of filling in the centre and pinch the dough closed around it.',
      },
      {
        description:
          'Heat a little of the remaining oil in a frying pan over medium heat. Add a ball seam side down, cook for 30 seconds, then press it flat with an oiled spatula.',
      },
      {
        description:
          'Cook for 2 minutes until golden, flip, cover and cook 2 minutes more until the filling melts. Repeat with the rest.',
      },
      {
        description:
          'Let them cool for a couple of minutes before biting in; the filling is very hot.',
      },
    ],
    tags: ['vegan', 'kid-friendly'],
    diet: 'vegan',
  },
  {
    slug: 'mango-sago-with-coconut',
    name: 'Mango Sago with Coconut',
    type: 'Dessert',
    cuisine: 'Chinese',
    description:
      'A Hong Kong dessert-shop favourite: chewy tapioca pearls in a chilled mango and coconut cream. Sunshine in a bowl, with a sugar kick to match.',
    cookTime: 30,
    servings: 4,
    ingredients: [
      { name: 'tapioca pearls', amount: 60, unit: 'g' },
      { name: 'mango', amount: 2, unit: 'piece' },
      { name: 'coconut milk', amount: 200, unit: 'ml' },
      { name: 'evaporated milk', amount: 120, unit: 'ml' },
      { name: 'white sugar', amount: 40, unit: 'g' },
      { name: 'salt', amount: 0.125, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Bring a large pan of water to the boil, add the tapioca pearls and simmer for 10 to 12 minutes, stirring, until only a tiny white dot remains in each.',
      },
      {
        description:
          'Turn off the heat, cover and leave for 10 minutes until fully clear, then rinse under cold water and drain.',
      },
      {
        description:
          'Peel the mangoes. Dice one cheek for the topping and blend the rest with the coconut milk, evaporated milk, sugar and salt until smooth.',
      },
      { description: 'Stir the tapioca into the mango cream and chill for at least 1 hour.' },
      { description: 'Serve in bowls topped with the diced mango.' },
    ],
    tags: ['vegetarian', 'gluten-free', 'make-ahead'],
    diet: 'vegetarian',
  },
  {
    slug: 'mango-lime-and-chile-paletas',
    name: 'Mango, Lime and Chile Paletas',
    type: 'Dessert',
    cuisine: 'Mexican',
    description:
      'Fruity Mexican ice lollies of ripe mango and lime with a dusting of chilli and salt. Sweet, sour, spicy and cold, all at once, like a good argument.',
    cookTime: 15,
    servings: 8,
    ingredients: [
      { name: 'mango', amount: 3, unit: 'piece' },
      { name: 'white sugar', amount: 50, unit: 'g' },
      { name: 'water', amount: 120, unit: 'ml' },
      { name: 'lime juice', amount: 4, unit: 'tbsp' },
      { name: 'chili powder', amount: 0.5, unit: 'tsp' },
      { name: 'salt', amount: 0.125, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Warm the sugar and water in a small pan until the sugar dissolves, then cool.',
      },
      { description: 'Peel the mangoes and cut the flesh from the stones.' },
      {
        description:
          'Blend the mango with the syrup and lime juice until smooth. Taste; it should be a little sweeter than you want the finished lolly, as freezing dulls sweetness.',
      },
      {
        description: 'Pour into 8 lolly moulds, insert sticks and freeze for at least 6 hours.',
      },
      {
        description:
          'Mix the chilli powder and salt. Run the moulds briefly under warm water to release the paletas and sprinkle with the chilli salt to serve.',
      },
    ],
    tags: ['vegan', 'gluten-free', 'make-ahead'],
    diet: 'vegan',
  },
  {
    slug: 'muhallebi-milk-pudding-with-pistachios',
    name: 'Muhallebi (Milk Pudding with Pistachios)',
    type: 'Dessert',
    cuisine: 'Middle Eastern',
    description:
      'A delicate, wobbly milk pudding set with cornflour and scattered with chopped pistachios and cinnamon. Cool, elegant and ready in the time it takes to boil milk.',
    cookTime: 20,
    servings: 6,
    ingredients: [
      { name: 'whole milk', amount: 1, unit: 'l' },
      { name: 'cornstarch', amount: 60, unit: 'g' },
      { name: 'white sugar', amount: 90, unit: 'g' },
      { name: 'vanilla extract', amount: 1, unit: 'tsp' },
      { name: 'pistachios', amount: 30, unit: 'g' },
      { name: 'cinnamon', amount: 0.25, unit: 'tsp' },
    ],
    instructions: [
      {
        description: 'Whisk the cornstarch with 150 ml of the cold milk until smooth.',
      },
      {
        description:
          'Heat the rest of the milk with the sugar in a heavy pan until steaming and the sugar has dissolved.',
      },
      {
        description:
          'Whisk in the cornstarch mixture and keep whisking over medium heat for 6 to 8 minutes until the pudding thickens and coats the back of a spoon heavily.',
      },
      {
        description:
          'Take off the heat, stir in the vanilla and pour into six small bowls. Cool, then chill for at least 2 hours until set.',
      },
      {
        description:
          'Chop the pistachios and scatter them over the puddings with a pinch of cinnamon just before serving.',
      },
    ],
    tags: ['vegetarian', 'gluten-free', 'make-ahead'],
    diet: 'vegetarian',
  },
  {
    slug: 'watermelon-and-mint-granita',
    name: 'Watermelon and Mint Granita',
    type: 'Dessert',
    cuisine: 'Italian',
    description:
      'Sweet watermelon and lime frozen and scraped into pink crystals, with fresh mint. Mostly water and all refreshment, though watermelon sugar is surprisingly quick to land.',
    cookTime: 15,
    servings: 6,
    ingredients: [
      { name: 'watermelon', amount: 1, unit: 'kg' },
      { name: 'white sugar', amount: 50, unit: 'g' },
      { name: 'lime juice', amount: 3, unit: 'tbsp' },
      { name: 'mint', amount: 0.25, unit: 'cup' },
    ],
    instructions: [
      {
        description:
          'Cut the watermelon flesh from the rind, pick out the seeds and blend it until smooth.',
      },
      {
        description:
          'Stir in the sugar and lime juice until the sugar dissolves, then pour into a wide, shallow freezer-proof dish.',
      },
      {
        description: 'Freeze for 1 hour, then scrape the frozen edges into the middle with a fork.',
      },
      {
        description:
          'Repeat the scraping every 30 minutes for about 2 hours, until the whole dish is fluffy ice crystals.',
      },
      {
        description: 'Spoon into chilled glasses and top with torn mint leaves.',
      },
    ],
    tags: ['vegan', 'gluten-free', 'make-ahead'],
    diet: 'vegan',
  },
  {
    slug: 'affogato-al-caffe',
    name: 'Affogato al Caffè',
    type: 'Dessert',
    cuisine: 'Italian',
    description:
      'A scoop of vanilla ice cream "drowned" in a shot of hot espresso, with a little shaved dark chocolate. A two-ingredient dessert that makes you look like you own a trattoria.',
    cookTime: 5,
    servings: 4,
    ingredients: [
      { name: 'vanilla ice cream', amount: 2, unit: 'cup' },
      { name: 'espresso', amount: 120, unit: 'ml' },
      { name: 'dark chocolate', amount: 20, unit: 'g' },
    ],
    instructions: [
      { description: 'Chill four small glasses or cups in the freezer for 10 minutes.' },
      { description: 'Brew the espresso: four single shots.' },
      {
        description:
          'Put a generous scoop of ice cream in each glass and shave over the chocolate with a peeler.',
      },
      {
        description:
          'Pour a hot shot of espresso over each scoop at the table and eat straight away.',
      },
    ],
    tags: ['vegetarian', 'quick', 'gluten-free'],
    diet: 'vegetarian',
  },
  {
    slug: 'red-wine-poached-pears-with-cinnamon',
    name: 'Red Wine Poached Pears with Cinnamon',
    type: 'Dessert',
    cuisine: 'French',
    description:
      'Whole pears gently poached in spiced red wine until ruby red and tender, served with the syrupy reduced liquor. Elegant enough for a dinner party, easy enough for a Tuesday.',
    cookTime: 50,
    servings: 4,
    ingredients: [
      { name: 'red wine', amount: 500, unit: 'ml' },
      { name: 'water', amount: 250, unit: 'ml' },
      { name: 'white sugar', amount: 100, unit: 'g' },
      { name: 'cinnamon stick', amount: 1, unit: 'piece' },
      { name: 'cloves', amount: 3, unit: 'piece' },
      { name: 'orange', amount: 1, unit: 'piece' },
      { name: 'vanilla extract', amount: 1, unit: 'tsp' },
      { name: 'pear', amount: 4, unit: 'piece' },
    ],
    instructions: [
      {
        description: 'Pare wide strips of zest from the orange and squeeze its juice.',
      },
      {
        description:
          'Put the wine, water, sugar, cinnamon, cloves, orange zest and juice and vanilla in a saucepan just big enough to hold the pears, and heat until the sugar dissolves.',
      },
      {
        description:
          'Peel the pears, leaving the stalks on, and slice a thin piece off each base so they stand up.',
      },
      {
        description:
          'Lower the pears into the liquid, cover with a circle of baking paper and simmer gently for 25 to 30 minutes, turning now and then, until a knife slides in easily.',
      },
      {
        description:
          'Lift out the pears, then boil the liquid hard for 10 minutes until reduced to a light syrup.',
      },
      { description: 'Serve the pears warm or cold with the syrup spooned over.' },
    ],
    tags: ['vegan', 'gluten-free', 'make-ahead'],
    diet: 'vegan',
  },
  {
    slug: 'swedish-cinnamon-buns',
    name: 'Swedish Cinnamon Buns (Kanelbullar)',
    type: 'Dessert',
    cuisine: 'Scandinavian',
    description:
      'Soft cardamom-scented dough knotted around butter, cinnamon and sugar, baked until sticky and golden. Made for fika, the Swedish art of stopping for coffee and cake, which Chef Roastie fully endorses.',
    cookTime: 150,
    servings: 12,
    ingredients: [
      { name: 'whole milk', amount: 250, unit: 'ml' },
      { name: 'unsalted butter', amount: 150, unit: 'g' },
      { name: 'all-purpose flour', amount: 500, unit: 'g' },
      { name: 'yeast', amount: 1, unit: 'piece' },
      { name: 'white sugar', amount: 80, unit: 'g' },
      { name: 'cardamom', amount: 1, unit: 'tsp' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'brown sugar', amount: 75, unit: 'g' },
      { name: 'cinnamon', amount: 1, unit: 'tbsp' },
      { name: 'eggs', amount: 1, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Warm the milk with 75 g of the butter until the butter melts, then cool to lukewarm.',
      },
      {
        description:
          'Mix the flour, yeast, 60 g of the white sugar, the cardamom and salt. Add the milk mixture and knead for 8 to 10 minutes until smooth and elastic. Cover and leave to rise for 1 hour.',
      },
      {
        description:
          'Beat the remaining butter (softened) with the brown sugar and cinnamon into a spreadable filling.',
      },
      {
        description:
          'Roll the dough into a 30 x 50 cm rectangle, spread with the filling and fold in half lengthways. Cut into 12 strips, twist each strip and tie it into a knot.',
      },
      {
        description:
          'Set the buns on lined trays, cover and leave to rise for 30 minutes. Heat the oven to 220°C.',
      },
      {
        description:
          'Brush with the beaten egg, sprinkle with the remaining sugar and bake for 10 to 12 minutes until deep golden. Cool a little on a rack before serving.',
      },
    ],
    tags: ['vegetarian', 'weekend'],
    diet: 'vegetarian',
  },
  {
    slug: 'alfajores-with-dulce-de-leche',
    name: 'Alfajores with Dulce de Leche',
    type: 'Dessert',
    cuisine: 'Peruvian',
    description:
      'Melt-in-the-mouth cornflour shortbread sandwiched with thick home-made dulce de leche and dusted with sugar. Lima bakery royalty, and impossible to eat just one; Chef Roastie has tried.',
    cookTime: 180,
    servings: 12,
    ingredients: [
      { name: 'sweetened condensed milk', amount: 400, unit: 'g' },
      { name: 'unsalted butter', amount: 150, unit: 'g' },
      { name: 'powdered sugar', amount: 80, unit: 'g' },
      { name: 'egg yolks', amount: 2, unit: 'piece' },
      { name: 'vanilla extract', amount: 1, unit: 'tsp' },
      { name: 'lemon zest', amount: 1, unit: 'tsp' },
      { name: 'cornstarch', amount: 150, unit: 'g' },
      { name: 'all-purpose flour', amount: 100, unit: 'g' },
      { name: 'baking powder', amount: 1, unit: 'tsp' },
      { name: 'salt', amount: 0.125, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'For the dulce de leche, pour the condensed milk into a heatproof bowl set over a pan of barely simmering water, cover and cook for 2 hours, stirring every 20 minutes and topping up the water, until thick and caramel brown. Cool completely.',
      },
      {
        description:
          'Beat the soft butter with 60 g of the powdered sugar until pale, then beat in the yolks, vanilla and lemon zest.',
      },
      {
        description:
          'Sift in the cornstarch, flour, baking powder and salt and mix just until a soft dough forms. Wrap and chill for 30 minutes.',
      },
      {
        description:
          'Heat the oven to 170°C. Roll the dough out 5 mm thick, cut 24 rounds of 5 cm and set them on lined trays.',
      },
      {
        description:
          'Bake for 10 to 12 minutes until set but still pale. Cool on the trays; they are fragile while warm.',
      },
      {
        description:
          'Sandwich pairs with a generous spoonful of dulce de leche and dust with the remaining powdered sugar.',
      },
    ],
    tags: ['vegetarian', 'make-ahead'],
    diet: 'vegetarian',
  },
  {
    slug: 'che-chuoi-banana-and-tapioca-coconut-pudding',
    name: 'Chè Chuối (Banana and Tapioca Coconut Pudding)',
    type: 'Dessert',
    cuisine: 'Vietnamese',
    description:
      'Sweet bananas and chewy tapioca pearls simmered in salted coconut milk, finished with roasted peanuts and sesame. Warm, silky and gone before you can roast anybody.',
    cookTime: 30,
    servings: 4,
    ingredients: [
      { name: 'tapioca pearls', amount: 40, unit: 'g' },
      { name: 'banana', amount: 4, unit: 'piece' },
      { name: 'white sugar', amount: 50, unit: 'g' },
      { name: 'salt', amount: 0.25, unit: 'tsp' },
      { name: 'coconut milk', amount: 400, unit: 'ml' },
      { name: 'water', amount: 300, unit: 'ml' },
      { name: 'roasted peanuts', amount: 30, unit: 'g' },
      { name: 'sesame seeds', amount: 1, unit: 'tbsp' },
    ],
    instructions: [
      {
        description: 'Soak the tapioca pearls in cold water for 15 minutes, then drain.',
      },
      {
        description:
          'Peel the bananas, cut them into thick diagonal slices and toss with 1 tbsp of the sugar and a pinch of the salt. Leave for 10 minutes.',
      },
      {
        description:
          'Bring the coconut milk, water, remaining sugar and salt to a simmer. Add the tapioca and cook for 8 to 10 minutes, stirring, until the pearls are translucent.',
      },
      {
        description:
          'Add the bananas and simmer for 3 to 4 minutes until just soft but still holding their shape.',
      },
      {
        description: 'Toast the sesame seeds and crush the peanuts.',
      },
      {
        description: 'Serve warm in bowls, scattered with the peanuts and sesame seeds.',
      },
    ],
    tags: ['vegan', 'gluten-free'],
    diet: 'vegan',
  },
  {
    slug: 'brown-butter-chocolate-chip-cookies',
    name: 'Brown Butter Chocolate Chip Cookies',
    type: 'Dessert',
    cuisine: 'American',
    description:
      'Chewy-centred, crisp-edged cookies with nutty browned butter and pools of melted chocolate. Chef Roastie says one is a treat and three is a cry for help.',
    cookTime: 35,
    servings: 12,
    ingredients: [
      { name: 'unsalted butter', amount: 170, unit: 'g' },
      { name: 'brown sugar', amount: 150, unit: 'g' },
      { name: 'white sugar', amount: 50, unit: 'g' },
      { name: 'eggs', amount: 1, unit: 'piece' },
      { name: 'egg yolk', amount: 1, unit: 'piece' },
      { name: 'vanilla extract', amount: 2, unit: 'tsp' },
      { name: 'all-purpose flour', amount: 250, unit: 'g' },
      { name: 'baking soda', amount: 1, unit: 'tsp' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'chocolate chips', amount: 200, unit: 'g' },
    ],
    instructions: [
      {
        description:
          'Melt the butter in a light-coloured pan over medium heat and keep cooking, swirling, until it foams and smells nutty with brown flecks. Pour into a bowl and cool for 10 minutes.',
      },
      {
        description: 'Whisk in both sugars, then the egg, egg yolk and vanilla until glossy.',
      },
      {
        description:
          'Fold in the flour, baking soda and salt until just combined, then the chocolate chips.',
      },
      {
        description:
          'Heat the oven to 180°C. Scoop 24 balls of dough onto two lined trays, leaving room to spread. Chill for 15 minutes if the dough is soft.',
      },
      {
        description:
          'Bake for 10 to 12 minutes until golden at the edges but still soft in the middle.',
      },
      {
        description: 'Cool on the trays for 5 minutes so they firm up, then move to a rack.',
      },
    ],
    tags: ['vegetarian', 'kid-friendly'],
    diet: 'vegetarian',
  },
  {
    slug: 'stuffed-dates-with-tahini-and-pistachios',
    name: 'Stuffed Dates with Tahini and Pistachios',
    type: 'Dessert',
    cuisine: 'Middle Eastern',
    description:
      'Sticky Medjool dates filled with creamy tahini, dipped in dark chocolate and rolled in pistachios. A five-minute sweet that passes for fancy petits fours.',
    cookTime: 20,
    servings: 6,
    ingredients: [
      { name: 'medjool dates', amount: 12, unit: 'piece' },
      { name: 'tahini', amount: 3, unit: 'tbsp' },
      { name: 'dark chocolate', amount: 40, unit: 'g' },
      { name: 'pistachios', amount: 30, unit: 'g' },
      { name: 'salt', amount: 0.125, unit: 'tsp' },
    ],
    instructions: [
      { description: 'Slit the dates down one side and remove the stones.' },
      { description: 'Finely chop the pistachios.' },
      {
        description: 'Spoon a little tahini into each date and press the sides gently together.',
      },
      {
        description:
          'Melt the chocolate and dip one end of each date into it, then into the pistachios.',
      },
      {
        description:
          'Set on baking paper, sprinkle with a few grains of salt and chill for 10 minutes until the chocolate sets.',
      },
    ],
    tags: ['vegan', 'gluten-free', 'quick'],
    diet: 'vegan',
  },
];
