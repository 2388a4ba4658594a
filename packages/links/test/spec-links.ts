/** The printed and posted links in their three groups A, B and C ({host}: the default storefront's production host). */
export const specLinkPaths = {
  A: [
    "/redirects/baby-bouncer-how-to/",
    "/redirects/bouncer-bliss-and-soft-friends-in-sand-gray/",
    "/redirects/the-babywearing-movement/",
    "/redirects/mesh-baby-carriers-and-bouncers/",
    "/redirects/the-new-neutral/",
    "/redirects/user-generated-content-terms-and-conditions/",
    "/redirects/babywearing-guide/",
    "/redirects/new-signature-shade/",
    "/redirects/caring-for-future-generations/",
    "/redirects/baby-carrier-how-to/",
    "/redirects/your-baby-and-sleep/",
    "/redirects/newborn-diaries/",
    "/redirects/packaging-inside-post-purchase-baby-crib/",
    "/redirects/packaging-inside-post-purchase-baby-cradle/",
    "/redirects/packaging-inside-post-purchase-travel-crib/",
    "/redirects/qr-package-baby-crib/",
    "/redirects/qr-package-baby-cradle/",
  ],
  B: [
    "/redirects/qr-package-travel-crib/",
    "/redirects/ergonomic-baby-carrier-guide/",
    "/redirects/hip-healthy-baby-carriers/",
    "/redirects/gift-guide/",
    "/redirects/tiny-tasters/",
    "/redirects/pocket-pouch/",
    "/redirects/winter-cover/",
    "/redirects/cloud-like-comfort/",
    "/redirects/packaging-inside-post-purchase-baby-carrier-move-free/",
    "/redirects/packaging-inside-post-purchase-baby-carrier-mini/",
    "/redirects/qr-package-baby-carrier-move-free/",
    "/redirects/qr-package-baby-carrier-mini/",
    "/redirects/traveling-with-kids/",
    "/redirects/cradle/",
    "/redirects/baby-crib/",
    "/redirects/always-by-your-side-instagram/",
    "/redirects/travel-crib-light/",
    "/redirects/bouncer-balance-soft/",
    "/redirects/bouncer-bliss/",
    "/redirects/baby-carrier-one-air/",
    "/redirects/baby-carrier-one/",
    "/redirects/baby-carrier-move/",
    "/redirects/baby-carrier-mini/",
  ],
  C: [
    "/redirects/https-www-{host}-products-baby-carriers-baby-carrier-harmony/",
    "/redirects/qr-babywearing-guide-2/",
    "/redirects/qr-baby-bouncer-guide-1/",
    "/redirects/qr-babywearing-guide-1/",
    "/redirects/qr-bathroom-1/",
    "/redirects/qr-kitchen-1/",
    "/redirects/qr-package-inside-baby-carrier-harmony/",
    "/redirects/qr-why-buy-a-baby-bouncer-1/",
    "/redirects/qr-package-baby-carrier-harmony/",
    "/redirects/qr-package-bouncers/",
    "/redirects/packaging-inside-post-purchase-bouncers/",
  ],
} as const;

/** The countries every link redirects; group C links also carry cy and gr. */
export const specRedirectCountries =
  "us gb se de fr es it nl ie ca au hk kr jp pl be at pt hr cz dk ee fi hu lv lt lu sk si tw cn".split(" ");
export const groupCExtraCountries = ["cy", "gr"];

/** The paths whose default target is on the EU storefront. */
export const euDefaultSlugs = [
  "hip-healthy-baby-carriers",
  "gift-guide",
  "pocket-pouch",
  "winter-cover",
  "cradle",
  "baby-crib",
  "qr-package-baby-carrier-harmony",
];
