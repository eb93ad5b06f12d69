// The scales of Beer and Pretzels Ironclads the record prints: the game's ship schema takes its
// values from here, so the record and the ship files it prints agree.

/** The game's one scale of weights, lightest first: for armour and for guns alike. */
export const WEIGHTS = ['very-light', 'light', 'medium', 'heavy', 'very-heavy'] as const;
/** A boat's size, smallest first: the ramming chart's dice depend on the rammer's. */
export const SIZES = ['small', 'medium', 'large'] as const;
