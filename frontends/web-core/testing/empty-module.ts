// What a stylesheet import is in component tests (jsdom applies no CSS).
export {};
