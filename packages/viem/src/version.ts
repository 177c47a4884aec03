export const version = "2.0.0-alpha.32";
