require('@testing-library/jest-dom');

// jsdom lays nothing out and has no scrollIntoView; components call it on focus (browsers all have it).
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
