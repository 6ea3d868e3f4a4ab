// Adds our `custom-iconLink` navbar item (brand icons for GitHub, X, Discord) to the theme's item map.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import IconLink from '@site/src/components/IconLink';

export default {
  ...ComponentTypes,
  'custom-iconLink': IconLink,
};
