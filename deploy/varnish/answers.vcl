# Generated from src/i18n/editions.ts and messages/*.json (HttpCache) by scripts/lib/cache-answers.ts: edit those
# and run `npm run generate:cache-answers`. Included by site.vcl.

# The edition a refusal speaks: for /api the one the caller's Accept-Language names, as the APIs choose it
# (src/lib/api/request-meta.ts: the first tag that is an edition, else the first of an edition's language);
# for a page, the edition of its address.
sub choose_answer_edition {
    set req.http.x-answer-edition = "en-in";
    if (req.url ~ "^/api(/|\?|$)") {
        if (req.http.Accept-Language ~ "(?i)(^|,)\s*(en-in|es-mx|en-us)\s*(;|,|$)") {
            set req.http.x-answer-edition = std.tolower(regsub(req.http.Accept-Language, "(?i)^.*?(?:^|,)\s*(en-in|es-mx|en-us)\s*(?:[;,].*)?$", "\1"));
        } elsif (req.http.Accept-Language ~ "(?i)(^|,)\s*(en|es)") {
            set req.http.x-answer-language = std.tolower(regsub(req.http.Accept-Language, "(?i)^.*?(?:^|,)\s*(en|es)[^,]*(?:,.*)?$", "\1"));
            if (req.http.x-answer-language == "en") {
                set req.http.x-answer-edition = "en-in";
            } elsif (req.http.x-answer-language == "es") {
                set req.http.x-answer-edition = "es-mx";
            }
            unset req.http.x-answer-language;
        }
    } elsif (req.url ~ "^/es-mx(/|\?|$)") {
        set req.http.x-answer-edition = "es-mx";
    } elsif (req.url ~ "^/en-us(/|\?|$)") {
        set req.http.x-answer-edition = "en-us";
    }
}

# No address of the site takes any other method (TRACE echoes a request back, CONNECT asks for a tunnel): 405 in
# the visitor's edition (vcl_synth), as the web processes refuse them (scripts/lib/refused-requests.ts).
sub refuse_unrouted_methods {
    if (req.method !~ "^(GET|HEAD|OPTIONS|POST|PUT|DELETE|PATCH)$") {
        return (synth(405, "Method Not Allowed"));
    }
}

# 429 for a visitor over the limit of site.vcl: the APIs' error object for /api, a short page for the rest.
sub too_many_requests_answer {
    set resp.http.Cache-Control = "no-store";
    call choose_answer_edition;
    if (req.http.x-answer-edition == "en-in") {
        if (req.url ~ "^/api(/|\?|$)") {
            set resp.http.Content-Type = "application/json; charset=utf-8";
            set resp.body = {"{"error":{"code":"RATE_LIMITED","message":"Too many requests from your connection. Please wait a minute and try again.","retryAfterSeconds":"} + resp.http.Retry-After + "}}";
        } else {
            set resp.http.Content-Type = "text/html; charset=utf-8";
            set resp.body = {"<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Too many requests from your connection. Please wait a minute and try again.</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#0f172a"><main style="max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.5rem;line-height:1.4">Too many requests from your connection. Please wait a minute and try again.</h1></main></body></html>"};
        }
    } elsif (req.http.x-answer-edition == "es-mx") {
        if (req.url ~ "^/api(/|\?|$)") {
            set resp.http.Content-Type = "application/json; charset=utf-8";
            set resp.body = {"{"error":{"code":"RATE_LIMITED","message":"Demasiadas solicitudes desde tu conexión. Espera un minuto e inténtalo de nuevo.","retryAfterSeconds":"} + resp.http.Retry-After + "}}";
        } else {
            set resp.http.Content-Type = "text/html; charset=utf-8";
            set resp.body = {"<!DOCTYPE html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Demasiadas solicitudes desde tu conexión. Espera un minuto e inténtalo de nuevo.</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#0f172a"><main style="max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.5rem;line-height:1.4">Demasiadas solicitudes desde tu conexión. Espera un minuto e inténtalo de nuevo.</h1></main></body></html>"};
        }
    } elsif (req.http.x-answer-edition == "en-us") {
        if (req.url ~ "^/api(/|\?|$)") {
            set resp.http.Content-Type = "application/json; charset=utf-8";
            set resp.body = {"{"error":{"code":"RATE_LIMITED","message":"Too many requests from your connection. Please wait a minute and try again.","retryAfterSeconds":"} + resp.http.Retry-After + "}}";
        } else {
            set resp.http.Content-Type = "text/html; charset=utf-8";
            set resp.body = {"<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Too many requests from your connection. Please wait a minute and try again.</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#0f172a"><main style="max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.5rem;line-height:1.4">Too many requests from your connection. Please wait a minute and try again.</h1></main></body></html>"};
        }
    }
    unset req.http.x-answer-edition;
}

# 503 when no web process answered: the APIs' error object for /api, a short page for the rest.
sub unavailable_answer {
    set resp.http.Cache-Control = "no-store";
    call choose_answer_edition;
    if (req.http.x-answer-edition == "en-in") {
        if (req.url ~ "^/api(/|\?|$)") {
            set resp.http.Content-Type = "application/json; charset=utf-8";
            set resp.body = {"{"error":{"code":"SERVER_ERROR","message":"The site is briefly unavailable. Please try again in a minute.","retryAfterSeconds":"} + resp.http.Retry-After + "}}";
        } else {
            set resp.http.Content-Type = "text/html; charset=utf-8";
            set resp.body = {"<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>The site is briefly unavailable. Please try again in a minute.</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#0f172a"><main style="max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.5rem;line-height:1.4">The site is briefly unavailable. Please try again in a minute.</h1></main></body></html>"};
        }
    } elsif (req.http.x-answer-edition == "es-mx") {
        if (req.url ~ "^/api(/|\?|$)") {
            set resp.http.Content-Type = "application/json; charset=utf-8";
            set resp.body = {"{"error":{"code":"SERVER_ERROR","message":"El sitio no está disponible por un momento. Inténtalo de nuevo en un minuto.","retryAfterSeconds":"} + resp.http.Retry-After + "}}";
        } else {
            set resp.http.Content-Type = "text/html; charset=utf-8";
            set resp.body = {"<!DOCTYPE html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>El sitio no está disponible por un momento. Inténtalo de nuevo en un minuto.</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#0f172a"><main style="max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.5rem;line-height:1.4">El sitio no está disponible por un momento. Inténtalo de nuevo en un minuto.</h1></main></body></html>"};
        }
    } elsif (req.http.x-answer-edition == "en-us") {
        if (req.url ~ "^/api(/|\?|$)") {
            set resp.http.Content-Type = "application/json; charset=utf-8";
            set resp.body = {"{"error":{"code":"SERVER_ERROR","message":"The site is briefly unavailable. Please try again in a minute.","retryAfterSeconds":"} + resp.http.Retry-After + "}}";
        } else {
            set resp.http.Content-Type = "text/html; charset=utf-8";
            set resp.body = {"<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>The site is briefly unavailable. Please try again in a minute.</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#0f172a"><main style="max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.5rem;line-height:1.4">The site is briefly unavailable. Please try again in a minute.</h1></main></body></html>"};
        }
    }
    unset req.http.x-answer-edition;
}

# 405 for a method no address takes (as the web processes answer it, scripts/lib/refused-requests.ts): the APIs' error object for /api, a short page for the rest.
sub method_refused_answer {
    set resp.http.Cache-Control = "no-store";
    set resp.http.Allow = {"GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH"};
    call choose_answer_edition;
    if (req.http.x-answer-edition == "en-in") {
        if (req.url ~ "^/api(/|\?|$)") {
            set resp.http.Content-Type = "application/json; charset=utf-8";
            set resp.body = {"{"error":{"code":"METHOD_NOT_ALLOWED","message":"This server does not take "} + req.method + {" requests.""} + "}}";
        } else {
            set resp.http.Content-Type = "text/html; charset=utf-8";
            set resp.body = {"<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>This server does not take "} + req.method + {" requests.</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#0f172a"><main style="max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.5rem;line-height:1.4">This server does not take "} + req.method + {" requests.</h1></main></body></html>"};
        }
    } elsif (req.http.x-answer-edition == "es-mx") {
        if (req.url ~ "^/api(/|\?|$)") {
            set resp.http.Content-Type = "application/json; charset=utf-8";
            set resp.body = {"{"error":{"code":"METHOD_NOT_ALLOWED","message":"Este servidor no acepta solicitudes "} + req.method + {".""} + "}}";
        } else {
            set resp.http.Content-Type = "text/html; charset=utf-8";
            set resp.body = {"<!DOCTYPE html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Este servidor no acepta solicitudes "} + req.method + {".</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#0f172a"><main style="max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.5rem;line-height:1.4">Este servidor no acepta solicitudes "} + req.method + {".</h1></main></body></html>"};
        }
    } elsif (req.http.x-answer-edition == "en-us") {
        if (req.url ~ "^/api(/|\?|$)") {
            set resp.http.Content-Type = "application/json; charset=utf-8";
            set resp.body = {"{"error":{"code":"METHOD_NOT_ALLOWED","message":"This server does not take "} + req.method + {" requests.""} + "}}";
        } else {
            set resp.http.Content-Type = "text/html; charset=utf-8";
            set resp.body = {"<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>This server does not take "} + req.method + {" requests.</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#0f172a"><main style="max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.5rem;line-height:1.4">This server does not take "} + req.method + {" requests.</h1></main></body></html>"};
        }
    }
    unset req.http.x-answer-edition;
}
