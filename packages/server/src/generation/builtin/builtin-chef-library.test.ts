// The built-in chef's stand-ins for what a diet rules out, and the dishes it cooks from Chef
// Roastie's library their own way (builtin-chef.test.ts has the rest).
import { describe, expect, it } from 'vitest';
import { cookFromDescription } from './builtin-chef.ts';

/** The draft's steps as one text, and its foods' names. */
const steps = (request: string) =>
  cookFromDescription(request, false)
    .instructions.map((step) => step.description)
    .join(' ');
const foods = (request: string) =>
  cookFromDescription(request, false).ingredients.map((line) => line.name);

describe("the built-in chef's stand-ins and library dishes", () => {
  it("measures a diet's stand-in for a spooned dairy food as the dairy was", () => {
    // Soured cream at the table: a vegan's coconut cream is spooned too, not 100 ml a head.
    const cream = cookFromDescription('vegan fajitas', false).ingredients.find(
      (line) => line.name === 'coconut cream',
    );
    expect(cream).toMatchObject({ unit: 'tbsp' });
    expect(steps('vegan fajitas')).toMatch(/the coconut cream/);
  });

  it("gives a dish its own time where its kind's would not do", () => {
    // A meatloaf bakes for an hour; a pizza is not a 10-minute toast.
    expect(cookFromDescription('meatloaf', false).cookTime).toBeGreaterThanOrEqual(60);
    expect(cookFromDescription('pizza', false).cookTime).toBeGreaterThan(
      cookFromDescription('cheese on toast', false).cookTime,
    );
  });

  it('stands in tofu for an egg eaten as one, a soaked flax egg where eggs bind', () => {
    // Fried rice's egg was a spoonful of flaxseed fried "until the whites are set".
    expect(foods('vegan egg fried rice')).toContain('firm tofu');
    expect(foods('vegan egg fried rice')).not.toContain('flaxseed');
    expect(foods('vegan cobb salad')).not.toContain('flaxseed');
    // In a batter or a meatloaf the flax is soaked and goes in as the eggs would.
    expect(steps('vegan pancakes')).toMatch(
      /three times its volume of water.*whisk the soy milk and flaxseed/,
    );
    expect(steps('vegan pancakes')).not.toMatch(/Serve warm with[^.]*flaxseed/);
    expect(steps('vegan meatloaf')).toMatch(
      /three times its volume of water.*flaxseed, the softened onion/,
    );
    // A vegan cauliflower cheese is baked in its white sauce.
    expect(steps('vegan cauliflower cheese')).toMatch(/whisk in the soy milk.*Pour the sauce over/);
  });

  it('leaves the starch on the side out of a low-carb dish, and keeps one the cook named', () => {
    // Rice swapped for cauliflower rice keeps no dry weight of the rice.
    expect(steps('low carb chicken curry')).toMatch(/Cook the cauliflower rice\./);
    expect(steps('low carb chicken curry')).not.toMatch(/g dry/);
    // The seed's new potatoes go, with their steps; a note says why.
    const jacket = cookFromDescription('keto jerk chicken', false);
    expect(jacket.notes.join(' ')).not.toMatch(/left out the cauliflower/);
    expect(foods('low carb chicken with rice')).toContain('basmati rice');
    expect(foods('high protein breakfast')).toContain('egg');
  });

  it('soaks overnight oats, and layers a lasagne with its sheets', () => {
    expect(steps('overnight oats')).toMatch(/chill for at least 4 hours, or overnight/);
    expect(steps('overnight oats')).not.toMatch(/saucepan/);
    expect(steps('lasagna')).toMatch(/layer the sauce and the lasagne sheets/);
  });

  it('bakes cookies as cookies: dropped on a tray for minutes, a flax egg a tablespoon', () => {
    expect(steps('peanut butter cookies')).toMatch(/5 cm apart on the trays/);
    expect(steps('peanut butter cookies')).toMatch(/Bake for 10 to 12 minutes/);
    expect(steps('peanut butter cookies')).not.toMatch(/tin/);
    expect(cookFromDescription('peanut butter cookies', false).description).toMatch(/^Cookies/);
    const flax = cookFromDescription('vegan chocolate cookies', false).ingredients.find(
      (line) => line.name === 'flaxseed',
    );
    expect(flax).toMatchObject({ amount: 2, unit: 'tbsp' });
  });

  it('makes bakes that are no sponge, and dishes of the library, their own way', () => {
    expect(steps('flapjacks')).toMatch(/Melt the butter, sugar and golden syrup/);
    expect(steps('shortbread')).toMatch(/prick all over with a fork/);
    expect(steps('chocolate fudge')).toMatch(/chill for at least 3 hours/);
    expect(steps('potato and cheese pierogi')).toMatch(/fold into a half-moon/);
    expect(steps('onigiri')).toMatch(/into a triangle/);
    expect(steps('chocolate brownies')).toMatch(/Whisk the eggs and sugar/);
    expect(steps('scones')).toMatch(/rub it in with your fingertips/);
    // A vegan's butter in a sweet dish is coconut oil, solid as butter is: olive oil "in cubes"
    // could not be rubbed in.
    expect(steps('vegan scones')).toMatch(/add the coconut oil in cubes/);
    expect(steps('vegan mushroom risotto')).not.toMatch(/coconut oil/);
    // A seed's raw salmon swapped for canned tuna: the cook is told it needs no cooking.
    expect(cookFromDescription('tuna onigiri', false).notes.join(' ')).toMatch(
      /canned tuna comes ready to eat/,
    );
    // Pulled pork is cooked low until it pulls apart; the stew plan "cooked the hamburger bun".
    expect(steps('pulled pork')).toMatch(/pull the meat into shreds/);
    expect(steps('pulled pork')).not.toMatch(/cook the hamburger bun/);
    // A steak is seared in a hot pan, not roasted for 25 minutes "until cooked through".
    expect(steps('steak and chips')).toMatch(/2 to 3 minutes a side/);
    // A vegan cheesecake is set silken tofu on a base of crushed rice cakes, not a sponge.
    expect(steps('vegan cheesecake')).toMatch(/Crush the rice cake/);
    expect(steps('vegan cheesecake')).toMatch(/Beat the silken tofu until smooth/);
    // A vegan pierogi dough takes flax, not a block of tofu; its filling list still reads.
    expect(steps('vegan pierogi')).toMatch(/add the flaxseed/);
    expect(steps('vegan pierogi')).toMatch(/Mix it into the mash with the rest of the salt/);
    // The beef the diet took out is not left in the steps.
    expect(steps('vegan gyudon')).not.toMatch(/beef/);
    // Cinnamon rolls are the cinnamon buns. A vegan's buns go unglazed: their egg was only
    // brushed on, so no tofu (it was 1.2 kg) or flax is brushed on instead.
    expect(cookFromDescription('cinnamon rolls', false).description).toMatch(/^Cinnamon Buns/);
    const veganBuns = cookFromDescription('vegan cinnamon rolls', false);
    expect(veganBuns.ingredients.map((line) => line.name)).not.toContain('firm tofu');
    expect(veganBuns.ingredients.map((line) => line.name)).not.toContain('flaxseed');
    expect(steps('vegan cinnamon rolls')).toMatch(/Sprinkle with the remaining sugar and bake/);
    // A flax egg is a tablespoon of flaxseed an egg, soaked first: two eggs in banana bread.
    const flax = cookFromDescription('vegan banana bread', false).ingredients.find(
      (line) => line.name === 'flaxseed',
    );
    expect(flax).toMatchObject({ amount: 2, unit: 'tbsp' });
    expect(steps('vegan banana bread')).toMatch(/^Stir the flaxseed into three times its volume/);
    // The dish's own name opens its description, not the kind guessed for it.
    expect(cookFromDescription('prawn ceviche', false).description).toMatch(/^Ceviche with/);
    expect(cookFromDescription('shortbread', false).description).toMatch(/^Shortbread/);
  });
});
