// The package's typings for its language files point at files it does not ship; the modules only register strings.
declare module 'altcha/i18n/es-419'
