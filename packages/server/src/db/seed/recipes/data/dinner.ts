// Chef Roastie's dinners. Amounts follow the conventions in seed-recipe.ts.
import type { SeedRecipe } from '../seed-recipe.ts';

export const DINNER_RECIPES: readonly SeedRecipe[] = [
  {
    slug: 'thai-green-vegetable-curry-with-jasmine-rice',
    name: 'Thai Green Vegetable Curry with Jasmine Rice',
    type: 'Dinner',
    cuisine: 'Thai',
    description:
      'A fragrant home-made green paste simmered with coconut milk, aubergine, green beans and Thai basil, over fluffy jasmine rice. Gorgeous, and jasmine rice is about as fast as carbs get, so maybe take a stroll afterwards.',
    cookTime: 45,
    servings: 4,
    ingredients: [
      { name: 'chili pepper', amount: 30, unit: 'g' },
      { name: 'shallot', amount: 2, unit: 'piece' },
      { name: 'garlic', amount: 4, unit: 'piece' },
      { name: 'ginger', amount: 20, unit: 'g' },
      { name: 'cilantro', amount: 1, unit: 'cup' },
      { name: 'cumin', amount: 1, unit: 'tsp' },
      { name: 'ground coriander', amount: 1, unit: 'tsp' },
      { name: 'lime juice', amount: 2, unit: 'tbsp' },
      { name: 'canola oil', amount: 1, unit: 'tbsp' },
      { name: 'coconut milk', amount: 400, unit: 'ml' },
      { name: 'vegetable stock', amount: 200, unit: 'ml' },
      { name: 'eggplant', amount: 300, unit: 'g' },
      { name: 'zucchini', amount: 1, unit: 'piece' },
      { name: 'green beans', amount: 150, unit: 'g' },
      { name: 'red bell pepper', amount: 1, unit: 'piece' },
      { name: 'bamboo shoots', amount: 150, unit: 'g' },
      { name: 'soy sauce', amount: 2, unit: 'tbsp' },
      { name: 'brown sugar', amount: 1, unit: 'tbsp' },
      { name: 'thai basil', amount: 0.5, unit: 'cup' },
      { name: 'jasmine rice', amount: 700, unit: 'g' },
    ],
    instructions: [
      {
        description:
          'For the paste, blend the green chillies, shallots, garlic, ginger, cilantro (stalks and all), cumin, coriander and lime juice with 2 tbsp of water until smooth.',
      },
      {
        description:
          'Cut the aubergine and zucchini into chunks, trim the green beans and slice the pepper. Drain the bamboo shoots.',
      },
      { description: 'Cook the rice (about 250 g dry) and keep it warm.' },
      {
        description:
          'Heat the oil in a wok or wide pan and fry the paste for 3 minutes until fragrant. Add half the coconut milk and bubble for 2 minutes until the oil separates.',
      },
      {
        description:
          'Add the aubergine, the rest of the coconut milk and the stock and simmer for 8 minutes. Add the zucchini, beans, pepper and bamboo shoots and simmer for 5 to 6 minutes more until just tender.',
      },
      {
        description: 'Season with the soy sauce and sugar, then stir through the basil leaves.',
      },
      { description: 'Serve the curry in bowls with the jasmine rice alongside.' },
    ],
    tags: ['vegan', 'spicy'],
    diet: 'vegan',
  },
  {
    slug: 'butter-chicken-with-basmati-rice',
    name: 'Butter Chicken with Basmati Rice',
    type: 'Dinner',
    cuisine: 'Indian',
    description:
      'Yogurt-marinated chicken thighs, charred and simmered in a silky, gently spiced tomato and butter sauce. Takeaway favourite, home-made, and no mystery orange colouring involved.',
    cookTime: 60,
    servings: 4,
    ingredients: [
      { name: 'chicken thigh', amount: 700, unit: 'g' },
      { name: 'plain yogurt', amount: 150, unit: 'g' },
      { name: 'lemon juice', amount: 1, unit: 'tbsp' },
      { name: 'garlic', amount: 5, unit: 'piece' },
      { name: 'ginger', amount: 20, unit: 'g' },
      { name: 'garam masala', amount: 2, unit: 'tsp' },
      { name: 'chili powder', amount: 1, unit: 'tsp' },
      { name: 'turmeric', amount: 0.5, unit: 'tsp' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'butter', amount: 40, unit: 'g' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'cardamom', amount: 4, unit: 'piece' },
      { name: 'passata', amount: 400, unit: 'ml' },
      { name: 'honey', amount: 1, unit: 'tsp' },
      { name: 'heavy cream', amount: 100, unit: 'ml' },
      { name: 'basmati rice', amount: 600, unit: 'g' },
      { name: 'cilantro', amount: 2, unit: 'tbsp' },
    ],
    instructions: [
      {
        description:
          'Cut the chicken into large bite-size pieces. Grate the garlic and ginger and mix half of them with the yogurt, lemon juice, 1 tsp of the garam masala, the chili powder, turmeric and half the salt. Coat the chicken and marinate for at least 30 minutes.',
      },
      {
        description:
          'Spread the chicken on a foil-lined tray and grill under high heat for 10 to 12 minutes, turning once, until charred at the edges.',
      },
      {
        description:
          'Meanwhile melt the butter in a wide pan and cook the finely chopped onion and lightly crushed cardamom pods for 8 minutes until soft. Add the remaining garlic and ginger for 1 minute.',
      },
      {
        description:
          'Add the passata, honey and remaining salt and simmer for 10 minutes. Blend smooth if you like a restaurant-style sauce.',
      },
      { description: 'Cook the rice (about 200 g dry).' },
      {
        description:
          'Stir the chicken and cream into the sauce with the remaining garam masala and simmer for 5 minutes until the chicken is cooked through.',
      },
      { description: 'Scatter with cilantro and serve with the basmati rice.' },
    ],
    tags: ['high-protein', 'comfort-food'],
    diet: 'omnivore',
  },
  {
    slug: 'weeknight-spaghetti-bolognese',
    name: 'Weeknight Spaghetti Bolognese',
    type: 'Dinner',
    cuisine: 'Italian',
    description:
      'A rich beef ragù with red wine and soffritto, simmered until glossy and tossed with al dente spaghetti. Al dente matters: overcooked pasta digests faster, and Chef Roastie will notice.',
    cookTime: 70,
    servings: 4,
    ingredients: [
      { name: 'olive oil', amount: 2, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'carrot', amount: 1, unit: 'piece' },
      { name: 'celery', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 2, unit: 'piece' },
      { name: 'lean ground beef', amount: 500, unit: 'g' },
      { name: 'tomato paste', amount: 2, unit: 'tbsp' },
      { name: 'red wine', amount: 150, unit: 'ml' },
      { name: 'canned tomatoes', amount: 400, unit: 'g' },
      { name: 'dried oregano', amount: 1, unit: 'tsp' },
      { name: 'bay leaf', amount: 1, unit: 'piece' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'black pepper', amount: 0.5, unit: 'tsp' },
      { name: 'spaghetti', amount: 700, unit: 'g' },
      { name: 'parmesan', amount: 40, unit: 'g' },
    ],
    instructions: [
      { description: 'Finely chop the onion, carrot, celery and garlic.' },
      {
        description:
          'Heat the oil in a heavy pan and cook the vegetables over medium-low heat for 10 minutes until soft. Add the garlic for 1 minute.',
      },
      {
        description:
          'Turn up the heat, add the beef and cook for 6 to 8 minutes, breaking it up, until browned. Stir in the tomato paste for 1 minute.',
      },
      {
        description:
          'Pour in the wine and let it bubble away, then add the tomatoes, oregano, bay leaf, salt and pepper. Simmer, partly covered, for 40 minutes, stirring now and then.',
      },
      {
        description:
          'Cook the spaghetti (about 280 g dry) in well-salted water until al dente. Save a cup of the cooking water, then drain.',
      },
      {
        description:
          'Toss the spaghetti with the sauce, adding a splash of pasta water to make it glossy. Serve with grated parmesan.',
      },
    ],
    tags: ['high-protein', 'kid-friendly', 'batch-cooking'],
    diet: 'omnivore',
  },
  {
    slug: 'mushroom-risotto-with-parmesan',
    name: 'Mushroom Risotto with Parmesan',
    type: 'Dinner',
    cuisine: 'Italian',
    description:
      'Creamy arborio stirred with white wine, stock and two kinds of mushrooms, finished with butter and parmesan. Twenty minutes of stirring is cheaper than therapy and nearly as calming.',
    cookTime: 45,
    servings: 4,
    ingredients: [
      { name: 'vegetable stock', amount: 1, unit: 'l' },
      { name: 'olive oil', amount: 2, unit: 'tbsp' },
      { name: 'mushroom', amount: 300, unit: 'g' },
      { name: 'shiitake mushroom', amount: 100, unit: 'g' },
      { name: 'thyme', amount: 1, unit: 'tsp' },
      { name: 'shallot', amount: 2, unit: 'piece' },
      { name: 'garlic', amount: 2, unit: 'piece' },
      { name: 'arborio rice', amount: 750, unit: 'g' },
      { name: 'white wine', amount: 120, unit: 'ml' },
      { name: 'butter', amount: 40, unit: 'g' },
      { name: 'parmesan', amount: 60, unit: 'g' },
      { name: 'parsley', amount: 2, unit: 'tbsp' },
      { name: 'black pepper', amount: 0.5, unit: 'tsp' },
    ],
    instructions: [
      {
        description:
          'Warm the stock in a saucepan and keep it at a bare simmer. Slice the mushrooms, finely chop the shallots and garlic, and grate the parmesan (choose a vegetarian hard cheese made without animal rennet if you need it strictly vegetarian).',
      },
      {
        description:
          'Heat 1 tbsp of the oil in a wide pan and fry the mushrooms with the thyme over high heat for 6 minutes until golden. Tip out and set aside.',
      },
      {
        description:
          'Add the remaining oil and half the butter and cook the shallots and garlic gently for 4 minutes. Add the rice (about 300 g dry) and stir for 2 minutes until the grains turn translucent at the edges.',
      },
      {
        description:
          'Pour in the wine and stir until absorbed. Add the stock a ladle at a time, stirring, and wait until each is absorbed before adding the next. This takes 18 to 20 minutes.',
      },
      {
        description:
          'When the rice is creamy but still has a little bite, stir in most of the mushrooms, the remaining butter and the parmesan. Cover and rest for 2 minutes.',
      },
      {
        description:
          'Serve topped with the remaining mushrooms, the chopped parsley and black pepper.',
      },
    ],
    tags: ['vegetarian', 'comfort-food'],
    diet: 'vegetarian',
  },
  {
    slug: 'salmon-teriyaki-with-rice-and-bok-choy',
    name: 'Salmon Teriyaki with Rice and Bok Choy',
    type: 'Dinner',
    cuisine: 'Japanese',
    description:
      'Pan-seared salmon lacquered in a home-made soy, mirin and ginger glaze, with steamed rice and garlicky bok choy. Shop-bought teriyaki sauce is mostly sugar; this is mostly flavour.',
    cookTime: 25,
    servings: 4,
    ingredients: [
      { name: 'sushi rice', amount: 600, unit: 'g' },
      { name: 'soy sauce', amount: 4, unit: 'tbsp' },
      { name: 'mirin', amount: 3, unit: 'tbsp' },
      { name: 'sake', amount: 2, unit: 'tbsp' },
      { name: 'brown sugar', amount: 1, unit: 'tbsp' },
      { name: 'ginger', amount: 10, unit: 'g' },
      { name: 'canola oil', amount: 1, unit: 'tbsp' },
      { name: 'salmon', amount: 4, unit: 'piece' },
      { name: 'bok choy', amount: 300, unit: 'g' },
      { name: 'garlic', amount: 2, unit: 'piece' },
      { name: 'sesame seeds', amount: 2, unit: 'tsp' },
      { name: 'spring onion', amount: 2, unit: 'piece' },
    ],
    instructions: [
      { description: 'Cook the rice (about 220 g dry) and keep it warm.' },
      {
        description:
          'Stir the soy sauce, mirin, sake, sugar and grated ginger together for the glaze.',
      },
      {
        description:
          'Pat the salmon dry. Heat the oil in a large frying pan over medium-high heat and cook the salmon skin side down for 4 minutes, then turn and cook 2 minutes more.',
      },
      {
        description:
          'Pour the glaze into the pan and let it bubble for 1 to 2 minutes, spooning it over the fish until thick and glossy.',
      },
      {
        description:
          'Meanwhile halve the bok choy and stir-fry it with the sliced garlic and a splash of water in a second pan for 3 minutes.',
      },
      {
        description:
          'Serve the salmon on the rice with the bok choy, spoon over the remaining glaze and scatter with sesame seeds and sliced spring onion.',
      },
    ],
    tags: ['pescatarian', 'high-protein', 'quick'],
    diet: 'pescatarian',
  },
  {
    slug: 'beef-and-broccoli-stir-fry-with-jasmine-rice',
    name: 'Beef and Broccoli Stir-Fry with Jasmine Rice',
    type: 'Dinner',
    cuisine: 'Chinese',
    description:
      'Tender slices of velveted beef and bright broccoli in a glossy oyster and garlic sauce, over jasmine rice. Faster than the delivery driver, and you know exactly what went in.',
    cookTime: 30,
    servings: 4,
    ingredients: [
      { name: 'sirloin steak', amount: 450, unit: 'g' },
      { name: 'soy sauce', amount: 2, unit: 'tbsp' },
      { name: 'cornstarch', amount: 1, unit: 'tbsp' },
      { name: 'shaoxing wine', amount: 1, unit: 'tbsp' },
      { name: 'oyster sauce', amount: 3, unit: 'tbsp' },
      { name: 'brown sugar', amount: 1, unit: 'tsp' },
      { name: 'water', amount: 120, unit: 'ml' },
      { name: 'jasmine rice', amount: 600, unit: 'g' },
      { name: 'broccoli', amount: 400, unit: 'g' },
      { name: 'canola oil', amount: 2, unit: 'tbsp' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'ginger', amount: 15, unit: 'g' },
      { name: 'spring onion', amount: 2, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Slice the beef thinly across the grain and toss with 1 tbsp of the soy sauce, 1 tsp of the cornstarch and the wine. Leave for 15 minutes.',
      },
      {
        description:
          'Mix the oyster sauce, remaining soy sauce and cornstarch, sugar and water into a sauce.',
      },
      {
        description:
          'Cook the rice (about 220 g dry). Cut the broccoli into small florets and slice the garlic, ginger and spring onions.',
      },
      {
        description:
          'Heat 1 tbsp of the oil in a wok until smoking and sear the beef in a single layer for 1 to 2 minutes a side. Tip it out.',
      },
      {
        description:
          'Add the remaining oil, the broccoli and 3 tbsp of water and stir-fry for 3 minutes. Add the garlic and ginger for 30 seconds.',
      },
      {
        description:
          'Return the beef, pour in the sauce and toss for 1 minute until glossy and thickened. Scatter with spring onions and serve over the rice.',
      },
    ],
    tags: ['high-protein', 'quick'],
    diet: 'omnivore',
  },
  {
    slug: 'sundubu-jjigae-soft-tofu-stew',
    name: 'Sundubu-jjigae (Spicy Soft Tofu Stew)',
    type: 'Dinner',
    cuisine: 'Korean',
    description:
      'A bubbling, chilli-red broth with silky tofu, mushrooms, zucchini and an egg cracked in at the end, with rice on the side. It arrives at the table still boiling, much like Chef Roastie.',
    cookTime: 30,
    servings: 4,
    ingredients: [
      { name: 'sesame oil', amount: 1, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'chili powder', amount: 1, unit: 'tbsp' },
      { name: 'gochujang', amount: 2, unit: 'tbsp' },
      { name: 'soy sauce', amount: 2, unit: 'tbsp' },
      { name: 'water', amount: 800, unit: 'ml' },
      { name: 'zucchini', amount: 1, unit: 'piece' },
      { name: 'shiitake mushroom', amount: 150, unit: 'g' },
      { name: 'silken tofu', amount: 600, unit: 'g' },
      { name: 'eggs', amount: 4, unit: 'piece' },
      { name: 'spring onion', amount: 3, unit: 'piece' },
      { name: 'short-grain rice', amount: 600, unit: 'g' },
    ],
    instructions: [
      { description: 'Cook the rice (about 220 g dry) and keep it warm.' },
      {
        description:
          'Chop the onion, mince the garlic, slice the zucchini into half-moons and the mushrooms into strips.',
      },
      {
        description:
          'Heat the sesame oil in a pot over medium heat and cook the onion and garlic for 3 minutes. Stir in the chili powder for 30 seconds, taking care not to burn it.',
      },
      {
        description:
          'Add the gochujang, soy sauce and water and bring to the boil. Add the zucchini and mushrooms and simmer for 5 minutes.',
      },
      {
        description:
          'Spoon in the tofu in large pieces and simmer gently for 5 minutes without stirring too much.',
      },
      {
        description:
          'Crack the eggs into the stew, cover and cook for 2 minutes until the whites set.',
      },
      {
        description: 'Scatter with sliced spring onions and serve bubbling hot with the rice.',
      },
    ],
    tags: ['vegetarian', 'spicy', 'one-pot'],
    diet: 'vegetarian',
  },
  {
    slug: 'black-bean-and-sweet-potato-enchiladas',
    name: 'Black Bean and Sweet Potato Enchiladas',
    type: 'Dinner',
    cuisine: 'Mexican',
    description:
      'Corn tortillas rolled around smoky sweet potato and black beans, baked under a chilli tomato sauce and melted cheese. Beans and corn tortillas: a combination your blood sugar will thank you for.',
    cookTime: 60,
    servings: 4,
    ingredients: [
      { name: 'sweet potato', amount: 2, unit: 'piece' },
      { name: 'olive oil', amount: 2, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'cumin', amount: 2, unit: 'tsp' },
      { name: 'chili powder', amount: 2, unit: 'tsp' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'black beans', amount: 480, unit: 'g' },
      { name: 'passata', amount: 500, unit: 'ml' },
      { name: 'dried oregano', amount: 1, unit: 'tsp' },
      { name: 'corn tortilla', amount: 8, unit: 'piece' },
      { name: 'cheddar', amount: 100, unit: 'g' },
      { name: 'sour cream', amount: 4, unit: 'tbsp' },
      { name: 'cilantro', amount: 0.25, unit: 'cup' },
    ],
    instructions: [
      {
        description:
          'Heat the oven to 200°C. Peel and dice the sweet potatoes, toss with 1 tbsp of the oil and roast for 20 minutes until tender.',
      },
      {
        description:
          'Meanwhile cook the chopped onion in the remaining oil for 6 minutes. Add the garlic, cumin, half the chili powder and half the salt for 1 minute.',
      },
      {
        description:
          'Tip half of the onion mixture into a bowl with the sweet potato and black beans, and mash lightly.',
      },
      {
        description:
          'Add the passata, oregano and the rest of the chili powder and salt to the pan and simmer for 8 minutes to make the sauce.',
      },
      {
        description:
          'Warm the tortillas so they bend without cracking. Fill each with the bean mixture, roll up and lay seam side down in a baking dish.',
      },
      {
        description:
          'Pour over the sauce, scatter with grated cheddar and bake for 20 minutes until bubbling.',
      },
      { description: 'Serve topped with sour cream and cilantro.' },
    ],
    tags: ['vegetarian', 'high-fibre'],
    diet: 'vegetarian',
  },
  {
    slug: 'lamb-and-apricot-tagine-with-couscous',
    name: 'Lamb and Apricot Tagine with Couscous',
    type: 'Dinner',
    cuisine: 'Moroccan',
    description:
      'Lamb shoulder slowly braised with warm spices, tomato and dried apricots until it falls apart, served over couscous with toasted almonds. Slow food that rewards your patience.',
    cookTime: 150,
    servings: 6,
    ingredients: [
      { name: 'lamb shoulder', amount: 900, unit: 'g' },
      { name: 'olive oil', amount: 2, unit: 'tbsp' },
      { name: 'onion', amount: 2, unit: 'piece' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'ginger', amount: 15, unit: 'g' },
      { name: 'cumin', amount: 2, unit: 'tsp' },
      { name: 'cinnamon', amount: 1, unit: 'tsp' },
      { name: 'turmeric', amount: 0.5, unit: 'tsp' },
      { name: 'paprika', amount: 1, unit: 'tsp' },
      { name: 'salt', amount: 1.5, unit: 'tsp' },
      { name: 'tomato', amount: 2, unit: 'piece' },
      { name: 'chicken stock', amount: 500, unit: 'ml' },
      { name: 'dried apricots', amount: 120, unit: 'g' },
      { name: 'honey', amount: 1, unit: 'tbsp' },
      { name: 'couscous', amount: 900, unit: 'g' },
      { name: 'almonds', amount: 40, unit: 'g' },
      { name: 'cilantro', amount: 0.25, unit: 'cup' },
    ],
    instructions: [
      {
        description:
          'Cut the lamb into large chunks, trimming excess fat. Chop the onions and tomatoes, and grate the garlic and ginger.',
      },
      {
        description: 'Brown the lamb in batches in the oil in a heavy casserole, then lift it out.',
      },
      {
        description:
          'Cook the onions in the same pot for 8 minutes, then stir in the garlic, ginger, spices and salt for 1 minute.',
      },
      {
        description:
          'Return the lamb with the tomatoes and stock. Cover and simmer gently for 1.5 hours.',
      },
      {
        description:
          'Add the apricots and honey and cook, uncovered, for 30 minutes more until the lamb is tender and the sauce is thick.',
      },
      {
        description:
          'Cook the couscous (about 330 g dry) with boiling water and fluff with a fork. Toast the almonds.',
      },
      {
        description: 'Serve the tagine over the couscous, scattered with almonds and cilantro.',
      },
    ],
    tags: ['high-protein', 'batch-cooking'],
    diet: 'omnivore',
  },
  {
    slug: 'gigantes-plaki-greek-baked-butter-beans',
    name: 'Gigantes Plaki (Greek Baked Butter Beans)',
    type: 'Dinner',
    cuisine: 'Greek',
    description:
      'Giant butter beans baked in a dill-scented tomato sauce with plenty of olive oil until jammy at the edges. A humble taverna dish with a glycaemic index so low it is almost showing off.',
    cookTime: 70,
    servings: 4,
    ingredients: [
      { name: 'olive oil', amount: 4, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'carrot', amount: 1, unit: 'piece' },
      { name: 'celery', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'tomato paste', amount: 1, unit: 'tbsp' },
      { name: 'tomato', amount: 500, unit: 'g' },
      { name: 'dried oregano', amount: 1, unit: 'tsp' },
      { name: 'white sugar', amount: 1, unit: 'tsp' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'butter beans', amount: 800, unit: 'g' },
      { name: 'dill', amount: 3, unit: 'tbsp' },
      { name: 'parsley', amount: 0.25, unit: 'cup' },
      { name: 'sourdough bread', amount: 4, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Heat the oven to 190°C. Finely chop the onion, carrot, celery and garlic, and chop the tomatoes.',
      },
      {
        description:
          'Heat 3 tbsp of the oil in an ovenproof pan and cook the onion, carrot and celery for 10 minutes. Add the garlic and tomato paste for 1 minute.',
      },
      {
        description: 'Add the tomatoes, oregano, sugar and salt and simmer for 10 minutes.',
      },
      {
        description:
          'Stir in the butter beans, half the dill and half the parsley, with a splash of water if the sauce is thick.',
      },
      {
        description:
          'Drizzle with the remaining oil and bake, uncovered, for 40 minutes until bubbling and caramelised on top.',
      },
      {
        description:
          'Scatter with the rest of the herbs and serve warm with the sourdough for mopping.',
      },
    ],
    tags: ['vegan', 'high-fibre', 'batch-cooking'],
    diet: 'vegan',
  },
  {
    slug: 'shepherds-pie',
    name: "Shepherd's Pie",
    type: 'Dinner',
    cuisine: 'British',
    description:
      'Rich minced lamb and vegetables in a thyme gravy under a buttery mashed-potato lid, baked until the ridges crisp. Comfort food from the Sunday-roast school of cooking.',
    cookTime: 90,
    servings: 6,
    ingredients: [
      { name: 'olive oil', amount: 1, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'carrot', amount: 2, unit: 'piece' },
      { name: 'celery', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 2, unit: 'piece' },
      { name: 'ground lamb', amount: 600, unit: 'g' },
      { name: 'tomato paste', amount: 2, unit: 'tbsp' },
      { name: 'worcestershire sauce', amount: 1, unit: 'tbsp' },
      { name: 'chicken stock', amount: 300, unit: 'ml' },
      { name: 'thyme', amount: 1, unit: 'tsp' },
      { name: 'green peas', amount: 150, unit: 'g' },
      { name: 'potato', amount: 1.2, unit: 'kg' },
      { name: 'whole milk', amount: 100, unit: 'ml' },
      { name: 'butter', amount: 40, unit: 'g' },
      { name: 'salt', amount: 1.5, unit: 'tsp' },
      { name: 'black pepper', amount: 0.5, unit: 'tsp' },
    ],
    instructions: [
      { description: 'Finely chop the onion, carrots, celery and garlic.' },
      {
        description:
          'Heat the oil in a large pan and brown the lamb over high heat, breaking it up. Lift it out and pour off most of the fat.',
      },
      {
        description:
          'Cook the vegetables in the pan for 8 minutes. Return the lamb with the tomato paste, Worcestershire sauce, stock, thyme and half the salt. Simmer for 25 minutes until thick, then stir in the peas.',
      },
      {
        description:
          'Meanwhile peel and chunk the potatoes, boil them in salted water for 15 to 20 minutes until tender, and drain well.',
      },
      {
        description:
          'Mash the potatoes with the milk, butter, remaining salt and pepper until smooth.',
      },
      {
        description:
          'Heat the oven to 200°C. Spoon the lamb into a baking dish, spread the mash on top and rough it up with a fork.',
      },
      {
        description:
          'Bake for 25 minutes until golden and bubbling at the edges. Rest for 5 minutes before serving.',
      },
    ],
    tags: ['comfort-food', 'high-protein', 'batch-cooking'],
    diet: 'omnivore',
  },
  {
    slug: 'ratatouille-with-warm-baguette',
    name: 'Ratatouille with Warm Baguette',
    type: 'Dinner',
    cuisine: 'French',
    description:
      'Aubergine, courgette, peppers and tomatoes slowly stewed with garlic, thyme and olive oil, served with crackling warm baguette. The vegetables are angelic; the baguette is the glucose villain of the piece.',
    cookTime: 75,
    servings: 4,
    ingredients: [
      { name: 'eggplant', amount: 1, unit: 'piece' },
      { name: 'zucchini', amount: 2, unit: 'piece' },
      { name: 'red bell pepper', amount: 2, unit: 'piece' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 4, unit: 'piece' },
      { name: 'tomato', amount: 600, unit: 'g' },
      { name: 'olive oil', amount: 4, unit: 'tbsp' },
      { name: 'thyme', amount: 1, unit: 'tsp' },
      { name: 'bay leaf', amount: 1, unit: 'piece' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'black pepper', amount: 0.5, unit: 'tsp' },
      { name: 'basil', amount: 0.5, unit: 'cup' },
      { name: 'baguette', amount: 1.5, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Cut the aubergine, zucchini and peppers into 2 cm pieces. Slice the onion and garlic and chop the tomatoes.',
      },
      {
        description:
          'Heat 2 tbsp of the oil in a large casserole and brown the aubergine in batches over medium-high heat. Set aside.',
      },
      {
        description:
          'Add the remaining oil and cook the onion and peppers for 8 minutes, then the zucchini for 5 minutes and the garlic for 1 minute.',
      },
      {
        description:
          'Return the aubergine with the tomatoes, thyme, bay leaf, salt and pepper. Cover and simmer gently for 40 minutes, stirring now and then, until soft and rich.',
      },
      { description: 'Warm the baguettes in a hot oven for 5 minutes and tear into chunks.' },
      {
        description:
          'Remove the bay leaf, stir in the torn basil and serve the ratatouille warm with the bread.',
      },
    ],
    tags: ['vegan', 'batch-cooking'],
    diet: 'vegan',
  },
  {
    slug: 'lomo-saltado-peruvian-beef-stir-fry',
    name: 'Lomo Saltado (Peruvian Beef and Potato Stir-Fry)',
    type: 'Dinner',
    cuisine: 'Peruvian',
    description:
      'Chinese-Peruvian wok cooking at its best: beef, red onion and tomato flash-fried with soy and vinegar, tossed with crisp fries and served with rice. Chips and rice on one plate, and Chef Roastie approves, this once.',
    cookTime: 40,
    servings: 4,
    ingredients: [
      { name: 'french fries', amount: 400, unit: 'g' },
      { name: 'white rice', amount: 600, unit: 'g' },
      { name: 'sirloin steak', amount: 500, unit: 'g' },
      { name: 'salt', amount: 0.75, unit: 'tsp' },
      { name: 'cumin', amount: 0.5, unit: 'tsp' },
      { name: 'canola oil', amount: 2, unit: 'tbsp' },
      { name: 'red onion', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'chili pepper', amount: 1, unit: 'piece' },
      { name: 'tomato', amount: 3, unit: 'piece' },
      { name: 'soy sauce', amount: 3, unit: 'tbsp' },
      { name: 'red wine vinegar', amount: 2, unit: 'tbsp' },
      { name: 'cilantro', amount: 0.25, unit: 'cup' },
    ],
    instructions: [
      {
        description:
          'Bake the fries in a hot oven according to the packet until crisp. Cook the rice (about 220 g dry).',
      },
      {
        description:
          'Cut the beef into thick strips and season with the salt and cumin. Cut the onion and tomatoes into thick wedges, slice the chilli and chop the garlic.',
      },
      {
        description:
          'Heat 1 tbsp of the oil in a wok until smoking and sear the beef in two batches for 1 to 2 minutes. Tip it out.',
      },
      {
        description:
          'Add the remaining oil and stir-fry the onion and chilli for 2 minutes, then the garlic and tomatoes for 1 minute; they should stay in chunks.',
      },
      {
        description:
          'Return the beef, pour in the soy sauce and vinegar, and toss for 30 seconds so the juices form a sauce.',
      },
      {
        description:
          'Fold in the fries and cilantro and serve straight away with the rice to soak up the juices.',
      },
    ],
    tags: ['high-protein'],
    diet: 'omnivore',
  },
  {
    slug: 'quick-beef-pho',
    name: 'Quick Beef Pho',
    type: 'Dinner',
    cuisine: 'Vietnamese',
    description:
      'A fragrant broth infused with charred onion, ginger and warm spices, poured over rice noodles and thin slices of raw beef that cook in the bowl. Slurping is compulsory.',
    cookTime: 60,
    servings: 4,
    ingredients: [
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'ginger', amount: 40, unit: 'g' },
      { name: 'cinnamon stick', amount: 1, unit: 'piece' },
      { name: 'cloves', amount: 4, unit: 'piece' },
      { name: 'coriander seeds', amount: 1, unit: 'tsp' },
      { name: 'fennel seeds', amount: 1, unit: 'tsp' },
      { name: 'beef stock', amount: 2, unit: 'l' },
      { name: 'fish sauce', amount: 3, unit: 'tbsp' },
      { name: 'brown sugar', amount: 1, unit: 'tbsp' },
      { name: 'sirloin steak', amount: 300, unit: 'g' },
      { name: 'rice noodles', amount: 600, unit: 'g' },
      { name: 'bean sprouts', amount: 150, unit: 'g' },
      { name: 'spring onion', amount: 3, unit: 'piece' },
      { name: 'thai basil', amount: 0.5, unit: 'cup' },
      { name: 'cilantro', amount: 0.5, unit: 'cup' },
      { name: 'chili pepper', amount: 1, unit: 'piece' },
      { name: 'lime', amount: 1, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Halve the onion and ginger and char them, cut side down, in a dry pan over high heat for 5 minutes until blackened in places.',
      },
      {
        description:
          'Toast the cinnamon, cloves, coriander and fennel seeds in a dry pot for 1 minute until fragrant.',
      },
      {
        description:
          'Add the stock, onion and ginger, bring to the boil and simmer gently for 40 minutes. Season with the fish sauce and sugar, then strain.',
      },
      {
        description:
          'Meanwhile put the beef in the freezer for 20 minutes to firm up, then slice it as thinly as you can.',
      },
      {
        description:
          'Cook the rice noodles (about 200 g dry) according to the packet and divide between deep bowls. Slice the spring onions and chilli and cut the lime into wedges.',
      },
      {
        description:
          'Lay the raw beef over the noodles and ladle over the boiling broth, which cooks it instantly.',
      },
      {
        description:
          'Top with the spring onions and serve with the bean sprouts, herbs, chilli and lime at the table.',
      },
    ],
    tags: ['high-protein'],
    diet: 'omnivore',
  },
  {
    slug: 'doro-wat-ethiopian-chicken-stew',
    name: 'Doro Wat (Ethiopian Chicken Stew)',
    type: 'Dinner',
    cuisine: 'Ethiopian',
    description:
      'Chicken and hard-boiled eggs simmered in a deep red sauce of slow-cooked onions, spiced butter and chilli. The Ethiopian celebration dish, and worth every minute of onion stirring.',
    cookTime: 100,
    servings: 4,
    ingredients: [
      { name: 'onion', amount: 4, unit: 'piece' },
      { name: 'butter', amount: 60, unit: 'g' },
      { name: 'garlic', amount: 4, unit: 'piece' },
      { name: 'ginger', amount: 20, unit: 'g' },
      { name: 'paprika', amount: 2, unit: 'tbsp' },
      { name: 'cayenne pepper', amount: 1, unit: 'tsp' },
      { name: 'cardamom', amount: 0.5, unit: 'tsp' },
      { name: 'fenugreek seeds', amount: 0.25, unit: 'tsp' },
      { name: 'cinnamon', amount: 0.25, unit: 'tsp' },
      { name: 'tomato paste', amount: 2, unit: 'tbsp' },
      { name: 'chicken drumstick', amount: 1, unit: 'kg' },
      { name: 'lemon juice', amount: 2, unit: 'tbsp' },
      { name: 'water', amount: 400, unit: 'ml' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'hard-boiled eggs', amount: 4, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Very finely chop the onions, grate the garlic and ginger, and grind the cardamom and fenugreek. Rub the chicken with the lemon juice and half the salt.',
      },
      {
        description:
          'Cook the onions in a dry heavy pot over medium-low heat for 20 minutes, stirring often, until soft and reduced; add a splash of water if they catch.',
      },
      {
        description:
          'Add the butter, garlic, ginger, spices and tomato paste and cook for 10 minutes more, stirring, until deep red and jammy.',
      },
      {
        description:
          'Add the chicken, water and remaining salt. Cover and simmer for 45 minutes, turning the pieces now and then, until the chicken is very tender.',
      },
      {
        description:
          'Score the peeled eggs lightly, add them to the stew and simmer for 10 minutes so they soak up the sauce.',
      },
      { description: 'Serve hot, traditionally with injera, or with flatbread or rice.' },
    ],
    tags: ['high-protein', 'spicy', 'gluten-free'],
    diet: 'omnivore',
  },
  {
    slug: 'kung-pao-chicken-with-jasmine-rice',
    name: 'Kung Pao Chicken with Jasmine Rice',
    type: 'Dinner',
    cuisine: 'Chinese',
    description:
      'Juicy chicken thigh, dried chillies and roasted peanuts in a glossy sweet, sour and savoury sauce. Sichuan pepper would make it tingle; Chef Roastie forgives you if the cupboard is bare.',
    cookTime: 30,
    servings: 4,
    ingredients: [
      { name: 'chicken thigh', amount: 600, unit: 'g' },
      { name: 'soy sauce', amount: 3, unit: 'tbsp' },
      { name: 'shaoxing wine', amount: 1, unit: 'tbsp' },
      { name: 'cornstarch', amount: 2, unit: 'tsp' },
      { name: 'rice vinegar', amount: 1, unit: 'tbsp' },
      { name: 'white sugar', amount: 1, unit: 'tbsp' },
      { name: 'water', amount: 3, unit: 'tbsp' },
      { name: 'jasmine rice', amount: 600, unit: 'g' },
      { name: 'canola oil', amount: 2, unit: 'tbsp' },
      { name: 'chili flakes', amount: 1, unit: 'tsp' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'ginger', amount: 15, unit: 'g' },
      { name: 'spring onion', amount: 4, unit: 'piece' },
      { name: 'roasted peanuts', amount: 60, unit: 'g' },
    ],
    instructions: [
      {
        description:
          'Cut the chicken into 2 cm cubes and toss with 1 tbsp of the soy sauce, the wine and 1 tsp of the cornstarch.',
      },
      {
        description:
          'Stir the remaining soy sauce and cornstarch with the vinegar, sugar and water into a sauce.',
      },
      {
        description:
          'Cook the rice (about 220 g dry). Slice the garlic and ginger and cut the spring onions into short lengths.',
      },
      {
        description:
          'Heat the oil in a wok over high heat and fry the chilli flakes for 10 seconds. Add the chicken and stir-fry for 5 to 6 minutes until browned and cooked through.',
      },
      {
        description: 'Add the garlic, ginger and spring onions and stir-fry for 1 minute.',
      },
      {
        description:
          'Pour in the sauce and toss until glossy, then stir in the peanuts. Serve with the jasmine rice.',
      },
    ],
    tags: ['high-protein', 'spicy', 'quick'],
    diet: 'omnivore',
  },
  {
    slug: 'jerk-chicken-with-rice-and-peas',
    name: 'Jerk Chicken with Rice and Peas',
    type: 'Dinner',
    cuisine: 'Caribbean',
    description:
      'Chicken thighs marinated in a fiery allspice, thyme and scotch-bonnet paste, roasted until charred, with coconut rice and kidney beans. Bring napkins and a cold drink; you will need both.',
    cookTime: 60,
    servings: 4,
    ingredients: [
      { name: 'spring onion', amount: 4, unit: 'piece' },
      { name: 'chili pepper', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 4, unit: 'piece' },
      { name: 'ginger', amount: 15, unit: 'g' },
      { name: 'allspice', amount: 2, unit: 'tsp' },
      { name: 'thyme', amount: 1, unit: 'tbsp' },
      { name: 'cinnamon', amount: 0.5, unit: 'tsp' },
      { name: 'nutmeg', amount: 0.25, unit: 'tsp' },
      { name: 'brown sugar', amount: 1, unit: 'tbsp' },
      { name: 'soy sauce', amount: 2, unit: 'tbsp' },
      { name: 'lime juice', amount: 2, unit: 'tbsp' },
      { name: 'canola oil', amount: 1, unit: 'tbsp' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'chicken thigh', amount: 800, unit: 'g' },
      { name: 'white rice', amount: 600, unit: 'g' },
      { name: 'kidney beans', amount: 240, unit: 'g' },
      { name: 'coconut milk', amount: 200, unit: 'ml' },
    ],
    instructions: [
      {
        description:
          'Blend the spring onions, chilli (seeds in if you are brave), garlic, ginger, allspice, thyme, cinnamon, nutmeg, sugar, soy sauce, lime juice, oil and half the salt into a paste.',
      },
      {
        description:
          'Slash the chicken, rub the paste all over and marinate for at least 2 hours, or overnight in the fridge.',
      },
      {
        description:
          'Heat the oven to 220°C. Roast the chicken on a rack for 35 to 40 minutes until cooked through and charred at the edges.',
      },
      {
        description:
          'Meanwhile cook the rice (about 220 g dry) with the coconut milk, kidney beans, remaining salt and enough water to cover, until tender and fluffy.',
      },
      { description: 'Rest the chicken for 5 minutes and serve with the rice and peas.' },
    ],
    tags: ['high-protein', 'spicy'],
    diet: 'omnivore',
  },
  {
    slug: 'turkey-and-bean-chili',
    name: 'Turkey and Bean Chili',
    type: 'Dinner',
    cuisine: 'American',
    description:
      'A big pot of smoky chili with lean turkey and two kinds of beans, better the next day and even better with a dollop of soured cream. Game-night food that will not send your glucose into overtime.',
    cookTime: 60,
    servings: 6,
    ingredients: [
      { name: 'olive oil', amount: 1, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'red bell pepper', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'ground turkey', amount: 500, unit: 'g' },
      { name: 'chili powder', amount: 2, unit: 'tbsp' },
      { name: 'cumin', amount: 2, unit: 'tsp' },
      { name: 'smoked paprika', amount: 1, unit: 'tsp' },
      { name: 'dried oregano', amount: 1, unit: 'tsp' },
      { name: 'tomato paste', amount: 2, unit: 'tbsp' },
      { name: 'passata', amount: 700, unit: 'ml' },
      { name: 'chicken stock', amount: 250, unit: 'ml' },
      { name: 'kidney beans', amount: 480, unit: 'g' },
      { name: 'black beans', amount: 480, unit: 'g' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'sour cream', amount: 6, unit: 'tbsp' },
      { name: 'cilantro', amount: 0.25, unit: 'cup' },
    ],
    instructions: [
      { description: 'Chop the onion, pepper and garlic.' },
      {
        description:
          'Heat the oil in a large pot and brown the turkey for 6 to 8 minutes, breaking it up.',
      },
      {
        description:
          'Add the onion and pepper and cook for 6 minutes, then the garlic, spices and tomato paste for 1 minute.',
      },
      {
        description:
          'Add the passata, stock, beans and salt. Bring to the boil, then simmer, partly covered, for 35 to 40 minutes until thick.',
      },
      { description: 'Taste and adjust the salt and heat.' },
      { description: 'Serve in bowls with a spoonful of soured cream and chopped cilantro.' },
    ],
    tags: ['high-protein', 'high-fibre', 'batch-cooking', 'one-pot'],
    diet: 'omnivore',
  },
  {
    slug: 'baked-cod-with-tomatoes-olives-and-butter-beans',
    name: 'Baked Cod with Tomatoes, Olives and Butter Beans',
    type: 'Dinner',
    cuisine: 'Mediterranean',
    description:
      'Flaky cod roasted on a bed of butter beans, blistered cherry tomatoes, olives and capers with lemon and white wine. One tray, fifteen minutes of effort, and a very smug washing-up situation.',
    cookTime: 35,
    servings: 4,
    ingredients: [
      { name: 'butter beans', amount: 480, unit: 'g' },
      { name: 'cherry tomato', amount: 300, unit: 'g' },
      { name: 'black olives', amount: 60, unit: 'g' },
      { name: 'capers', amount: 1, unit: 'tbsp' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'dried oregano', amount: 1, unit: 'tsp' },
      { name: 'olive oil', amount: 3, unit: 'tbsp' },
      { name: 'white wine', amount: 100, unit: 'ml' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'cod', amount: 4, unit: 'piece' },
      { name: 'lemon', amount: 1, unit: 'piece' },
      { name: 'parsley', amount: 0.25, unit: 'cup' },
    ],
    instructions: [
      { description: 'Heat the oven to 200°C. Slice the garlic and halve the tomatoes.' },
      {
        description:
          'Toss the butter beans, tomatoes, olives, capers, garlic, oregano, 2 tbsp of the oil, the wine and half the salt in a roasting tin.',
      },
      { description: 'Roast for 15 minutes until the tomatoes start to blister.' },
      {
        description:
          'Season the cod with the remaining salt, nestle it into the beans, drizzle with the rest of the oil and lay lemon slices on top.',
      },
      {
        description: 'Roast for 10 to 12 minutes more until the fish flakes easily.',
      },
      { description: 'Scatter with chopped parsley and serve straight from the tin.' },
    ],
    tags: ['pescatarian', 'high-protein', 'one-pot'],
    diet: 'pescatarian',
  },
  {
    slug: 'vegetable-paella-with-smoked-paprika',
    name: 'Vegetable Paella with Smoked Paprika',
    type: 'Dinner',
    cuisine: 'Spanish',
    description:
      'Medium-grain rice cooked in one wide pan with peppers, green beans, artichokes and peas, with a crisp socarrat at the bottom. Short, starchy paella rice is a quick carb, so share generously.',
    cookTime: 50,
    servings: 4,
    ingredients: [
      { name: 'olive oil', amount: 3, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'red bell pepper', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'tomato', amount: 2, unit: 'piece' },
      { name: 'smoked paprika', amount: 2, unit: 'tsp' },
      { name: 'turmeric', amount: 0.5, unit: 'tsp' },
      { name: 'medium-grain rice', amount: 800, unit: 'g' },
      { name: 'vegetable stock', amount: 900, unit: 'ml' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'green beans', amount: 150, unit: 'g' },
      { name: 'artichoke hearts', amount: 200, unit: 'g' },
      { name: 'green peas', amount: 100, unit: 'g' },
      { name: 'lemon', amount: 1, unit: 'piece' },
      { name: 'parsley', amount: 2, unit: 'tbsp' },
    ],
    instructions: [
      {
        description:
          'Dice the onion and pepper, chop the garlic, grate the tomatoes and discard the skins. Halve the artichoke hearts.',
      },
      {
        description:
          'Heat the oil in a paella pan or very wide frying pan and cook the onion and pepper for 8 minutes. Add the garlic, grated tomato, paprika and turmeric and cook for 4 minutes until jammy.',
      },
      {
        description:
          'Stir in the rice (about 300 g dry) to coat it, then pour in the hot stock and salt. Shake the pan to level the rice and scatter over the green beans and artichokes.',
      },
      {
        description:
          'Simmer without stirring for 15 minutes. Scatter the peas over and cook for 5 minutes more until the rice is tender and the liquid absorbed.',
      },
      {
        description:
          'Turn the heat up for the last minute to toast the base; listen for a crackle and stop before it smells burnt.',
      },
      {
        description:
          'Cover with a tea towel and rest for 5 minutes. Serve with parsley and lemon wedges.',
      },
    ],
    tags: ['vegan', 'one-pot'],
    diet: 'vegan',
  },
  {
    slug: 'pad-thai-with-shrimp',
    name: 'Pad Thai with Shrimp',
    type: 'Dinner',
    cuisine: 'Thai',
    description:
      'Chewy rice noodles stir-fried with shrimp, tofu, egg and bean sprouts in a sweet-sour lime sauce, showered with peanuts. Wok hei at home; open a window.',
    cookTime: 30,
    servings: 4,
    ingredients: [
      { name: 'rice noodles', amount: 600, unit: 'g' },
      { name: 'fish sauce', amount: 3, unit: 'tbsp' },
      { name: 'coconut sugar', amount: 2, unit: 'tbsp' },
      { name: 'lime juice', amount: 3, unit: 'tbsp' },
      { name: 'chili flakes', amount: 0.5, unit: 'tsp' },
      { name: 'canola oil', amount: 3, unit: 'tbsp' },
      { name: 'firm tofu', amount: 150, unit: 'g' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'shrimp', amount: 300, unit: 'g' },
      { name: 'eggs', amount: 2, unit: 'piece' },
      { name: 'bean sprouts', amount: 150, unit: 'g' },
      { name: 'spring onion', amount: 4, unit: 'piece' },
      { name: 'roasted peanuts', amount: 50, unit: 'g' },
      { name: 'lime', amount: 1, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Soak or cook the rice noodles (about 200 g dry) until just pliable, then drain; they will finish cooking in the wok.',
      },
      {
        description:
          'Stir the fish sauce, sugar, lime juice and chilli flakes until the sugar dissolves.',
      },
      {
        description:
          'Cut the tofu into small cubes, chop the garlic, cut the spring onions into lengths and crush the peanuts. Peel the shrimp if needed.',
      },
      {
        description:
          'Heat 2 tbsp of the oil in a wok over high heat and fry the tofu for 4 minutes until golden. Add the garlic and shrimp and stir-fry for 2 minutes until the shrimp turn pink.',
      },
      {
        description:
          'Push everything aside, add the remaining oil and scramble the eggs until just set.',
      },
      {
        description:
          'Add the noodles and sauce and toss for 2 to 3 minutes until the noodles are tender and coated. Add the bean sprouts and spring onions for 30 seconds.',
      },
      {
        description: 'Serve topped with the peanuts and with lime wedges on the side.',
      },
    ],
    tags: ['pescatarian', 'high-protein'],
    diet: 'pescatarian',
  },
  {
    slug: 'palak-paneer-with-naan',
    name: 'Palak Paneer with Naan',
    type: 'Dinner',
    cuisine: 'Indian',
    description:
      'Golden cubes of paneer in a vivid, gently spiced spinach sauce, with warm naan for scooping. Proof that a pound of spinach can be the most indulgent thing on the table.',
    cookTime: 40,
    servings: 4,
    ingredients: [
      { name: 'spinach', amount: 500, unit: 'g' },
      { name: 'ghee', amount: 2, unit: 'tbsp' },
      { name: 'paneer', amount: 300, unit: 'g' },
      { name: 'cumin seeds', amount: 1, unit: 'tsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 4, unit: 'piece' },
      { name: 'ginger', amount: 15, unit: 'g' },
      { name: 'chili pepper', amount: 1, unit: 'piece' },
      { name: 'tomato', amount: 2, unit: 'piece' },
      { name: 'turmeric', amount: 0.5, unit: 'tsp' },
      { name: 'salt', amount: 1, unit: 'tsp' },
      { name: 'garam masala', amount: 1, unit: 'tsp' },
      { name: 'heavy cream', amount: 4, unit: 'tbsp' },
      { name: 'naan', amount: 4, unit: 'piece' },
    ],
    instructions: [
      {
        description:
          'Blanch the spinach in boiling water for 1 minute, plunge it into iced water, squeeze and blend to a smooth purée.',
      },
      {
        description:
          'Cut the paneer into cubes and fry in 1 tbsp of the ghee until golden on several sides. Set aside.',
      },
      {
        description:
          'Add the remaining ghee and fry the cumin seeds for 30 seconds, then the finely chopped onion for 8 minutes. Add the grated garlic and ginger and the chopped chilli for 1 minute.',
      },
      {
        description:
          'Add the chopped tomatoes, turmeric and salt and cook for 5 minutes until soft.',
      },
      {
        description:
          'Stir in the spinach purée and a splash of water and simmer for 5 minutes. Add the paneer, garam masala and cream and warm through.',
      },
      { description: 'Warm the naan and serve alongside.' },
    ],
    tags: ['vegetarian', 'high-protein'],
    diet: 'vegetarian',
  },
  {
    slug: 'mujaddara-lentils-and-rice-with-crispy-onions',
    name: 'Mujaddara (Lentils and Rice with Crispy Onions)',
    type: 'Dinner',
    cuisine: 'Lebanese',
    description:
      'Earthy lentils and spiced rice piled high with deeply caramelised onions, with a cool cucumber and mint salad. Three cheap ingredients pretending to be a feast, and pulling it off.',
    cookTime: 60,
    servings: 4,
    ingredients: [
      { name: 'onion', amount: 3, unit: 'piece' },
      { name: 'olive oil', amount: 5, unit: 'tbsp' },
      { name: 'salt', amount: 1.5, unit: 'tsp' },
      { name: 'cumin', amount: 1.5, unit: 'tsp' },
      { name: 'cinnamon', amount: 0.5, unit: 'tsp' },
      { name: 'allspice', amount: 0.25, unit: 'tsp' },
      { name: 'green lentils', amount: 500, unit: 'g' },
      { name: 'basmati rice', amount: 450, unit: 'g' },
      { name: 'cucumber', amount: 1, unit: 'piece' },
      { name: 'lemon juice', amount: 1, unit: 'tbsp' },
      { name: 'mint', amount: 2, unit: 'tbsp' },
    ],
    instructions: [
      {
        description:
          'Thinly slice the onions. Cook them in 4 tbsp of the oil with a pinch of the salt over medium heat for 30 to 35 minutes, stirring often, until deep brown and crisp at the edges. Lift out half for the topping.',
      },
      {
        description:
          'Meanwhile cook the lentils (about 200 g dry) and the rice (about 150 g dry) separately until just tender, and drain.',
      },
      {
        description:
          'Add the cumin, cinnamon and allspice to the onions left in the pan and stir for 1 minute.',
      },
      {
        description:
          'Fold in the lentils, rice and 1 tsp of the salt and warm through for 3 minutes.',
      },
      {
        description:
          'Dice the cucumber and toss with the lemon juice, chopped mint, the remaining oil and salt.',
      },
      {
        description:
          'Pile the mujaddara on a platter, top with the crispy onions and serve with the cucumber salad.',
      },
    ],
    tags: ['vegan', 'high-fibre'],
    diet: 'vegan',
  },
  {
    slug: 'chicken-katsu-curry-with-rice',
    name: 'Chicken Katsu Curry with Rice',
    type: 'Dinner',
    cuisine: 'Japanese',
    description:
      'Crisp panko-crumbed chicken cutlets with a mild, sweet Japanese curry sauce and a mound of sticky rice. The ultimate comfort plate, with enough fast carbs to warrant an evening walk.',
    cookTime: 50,
    servings: 4,
    ingredients: [
      { name: 'canola oil', amount: 5, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'carrot', amount: 1, unit: 'piece' },
      { name: 'potato', amount: 1, unit: 'piece' },
      { name: 'garlic', amount: 2, unit: 'piece' },
      { name: 'ginger', amount: 10, unit: 'g' },
      { name: 'curry powder', amount: 2, unit: 'tbsp' },
      { name: 'all-purpose flour', amount: 6, unit: 'tbsp' },
      { name: 'chicken stock', amount: 600, unit: 'ml' },
      { name: 'soy sauce', amount: 1, unit: 'tbsp' },
      { name: 'honey', amount: 1, unit: 'tbsp' },
      { name: 'apple', amount: 0.5, unit: 'piece' },
      { name: 'japanese rice', amount: 800, unit: 'g' },
      { name: 'chicken breast', amount: 2, unit: 'piece' },
      { name: 'salt', amount: 0.5, unit: 'tsp' },
      { name: 'eggs', amount: 2, unit: 'piece' },
      { name: 'panko', amount: 1, unit: 'cup' },
    ],
    instructions: [
      {
        description:
          'For the sauce, chop the onion, carrot and potato and grate the garlic, ginger and apple. Cook the vegetables in 1 tbsp of the oil for 8 minutes.',
      },
      {
        description:
          'Stir in the curry powder and 2 tbsp of the flour for 1 minute, then gradually add the stock, soy sauce, honey and apple. Simmer for 20 minutes until the potato is soft, then blend smooth.',
      },
      { description: 'Cook the rice (about 300 g dry) and keep it warm.' },
      {
        description:
          'Slice each chicken breast horizontally into two thin cutlets and season with the salt. Coat them in the remaining flour, then the beaten eggs, then the panko, pressing it on.',
      },
      {
        description:
          'Heat the remaining oil in a large frying pan and fry the cutlets for 3 to 4 minutes a side until deep golden and cooked through. Drain on kitchen paper.',
      },
      {
        description:
          'Slice the katsu and serve on the rice with the curry sauce spooned alongside.',
      },
    ],
    tags: ['high-protein', 'comfort-food', 'kid-friendly'],
    diet: 'omnivore',
  },
  {
    slug: 'japchae-glass-noodles-with-vegetables',
    name: 'Japchae (Glass Noodles with Vegetables)',
    type: 'Dinner',
    cuisine: 'Korean',
    description:
      'Slippery sweet-potato glass noodles tossed with sesame-soy seasoned spinach, mushrooms, carrot and peppers. Festive, colourful and surprisingly gentle on blood sugar for a noodle dish.',
    cookTime: 40,
    servings: 4,
    ingredients: [
      { name: 'glass noodles', amount: 200, unit: 'g' },
      { name: 'soy sauce', amount: 4, unit: 'tbsp' },
      { name: 'brown sugar', amount: 2, unit: 'tbsp' },
      { name: 'sesame oil', amount: 2, unit: 'tbsp' },
      { name: 'garlic', amount: 3, unit: 'piece' },
      { name: 'spinach', amount: 200, unit: 'g' },
      { name: 'canola oil', amount: 2, unit: 'tbsp' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'carrot', amount: 1, unit: 'piece' },
      { name: 'red bell pepper', amount: 1, unit: 'piece' },
      { name: 'shiitake mushroom', amount: 150, unit: 'g' },
      { name: 'spring onion', amount: 3, unit: 'piece' },
      { name: 'sesame seeds', amount: 1, unit: 'tbsp' },
    ],
    instructions: [
      {
        description:
          'Cook the dried glass noodles in boiling water for 6 minutes until chewy and translucent, drain, rinse and cut them into shorter lengths with scissors.',
      },
      {
        description:
          'Mix the soy sauce, sugar, sesame oil and grated garlic. Toss the noodles with half of this seasoning.',
      },
      {
        description:
          'Blanch the spinach for 30 seconds, squeeze dry and season with a spoonful of the remaining seasoning.',
      },
      {
        description:
          'Slice the onion, carrot, pepper and mushrooms thinly. Stir-fry each in turn in a little canola oil for 2 to 3 minutes, so each keeps its colour.',
      },
      {
        description:
          'Toss the noodles, vegetables, spinach, sliced spring onions and the last of the seasoning together in a large bowl.',
      },
      { description: 'Scatter with sesame seeds and serve warm or at room temperature.' },
    ],
    tags: ['vegan', 'make-ahead'],
    diet: 'vegan',
  },
];
