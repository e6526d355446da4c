/**
 * The restaurant's time zone: where its days begin and end, for every date and time the site
 * shows or stores. A constant of the deployment, not one of the owners' facts (those are
 * app/features/facts/): the restaurant does not move, and every reader can use it at once.
 */
export const restaurantTimeZone = "America/Havana";
