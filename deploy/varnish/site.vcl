# The HTTP cache in front of the web processes (Varnish 7, Debian's `varnish`). It caches what the site says may
# be cached (`Cache-Control: s-maxage` on pages Next renders once and on the media's files; `immutable` on
# /_next/static), passes the rest, sets X-Forwarded-For to the visitor's address, strips the headers Next uses
# internally, and drops every page and image when a web process sends BAN after a content change
# (src/lib/http-cache-purge.ts). A visitor who sends the web processes more than VARNISH_CLIENT_REQUESTS_PER_MINUTE
# requests (600 by default) is refused here for a minute: what the cache answers is not counted.
# What Varnish answers itself (that 429, a 503 when no web process answers) speaks the visitor's edition
# (answers.vcl, generated from messages/*.json).
#
# network.vcl, beside this file, says where the web processes are, who may purge and which proxies stand in front:
#   a backend (or several, and a director its vcl_recv picks from), `acl purgers` and `acl front_proxies`:
#   deploy/compose/network.vcl (which scripts/lib/http-cache.ts also writes for the local several-process tests),
#   or the Kubernetes ConfigMap's.
vcl 4.1;

import std;
import vsthrottle;

include "network.vcl";
include "answers.vcl";

sub vcl_recv {
    # Varnish has appended the address that connected to X-Forwarded-For (one header, once collected): whatever
    # stands before it, a proxy relayed for someone else, or a client wrote itself.
    std.collect(req.http.X-Forwarded-For);
    # A purge comes straight from a web process. A proxy in front (an Ingress) may connect from the web processes'
    # network, and names the visitor it relays: what it relays is never a purge. With HTTP_CACHE_PURGE_TOKEN in
    # Varnish's environment (Kubernetes, where `purgers` is the whole pod network), it must also carry that token,
    # as the web processes send it (the same Secret's key).
    if (req.method == "BAN") {
        if (client.ip !~ purgers || req.http.X-Forwarded-For ~ "," ||
            (std.getenv("HTTP_CACHE_PURGE_TOKEN") != "" &&
             req.http.Authorization != "Bearer " + std.getenv("HTTP_CACHE_PURGE_TOKEN"))) {
            return (synth(403, "Forbidden"));
        }
        ban("obj.http.x-cache-url !~ ^/_next/static/");
        return (synth(200, "Banned"));
    }
    # The visitor: whoever connected here, or behind a proxy of `front_proxies` the address that proxy appended (the
    # entry before the one Varnish added; any before it is what the visitor claimed). Behind an Ingress, every
    # visitor would otherwise share its address, and so one rate-limit bucket. What a client says about other
    # addresses counts for nothing (the web processes trust X-Forwarded-For from this tier only).
    if (client.ip ~ front_proxies && req.http.X-Forwarded-For ~ ",") {
        set req.http.X-Forwarded-For = std.ip(regsub(req.http.X-Forwarded-For, "^(?:.*,)?\s*([^,]*?)\s*,[^,]*$", "\1"), client.ip, resolve = false);
    } else {
        set req.http.X-Forwarded-For = client.ip;
    }
    # Every request gets its id here, the front door, whatever a client sent; the web processes log with it.
    set req.http.X-Request-Id = server.identity + "-" + req.xid;
    call refuse_unrouted_methods;
    # Only a web process may ask itself for a 404 page (scripts/lib/next-workarounds.ts); the page would be cached.
    unset req.http.x-northwind-not-found-page;

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Node reads every Cookie header a request carries, so the session test below reads them all too.
    std.collect(req.http.Cookie, "; ");
    # Next's router headers count on its own RSC requests only. On any other request they change nothing Next
    # answers, but pages Vary on them: each value a client invents would be one more stored copy of the page.
    if (req.http.rsc != "1") {
        unset req.http.rsc;
        unset req.http.next-router-state-tree;
        unset req.http.next-router-prefetch;
        unset req.http.next-router-segment-prefetch;
        unset req.http.next-url;
    }
    # Next's own RSC requests come from its router: a navigation (router.push, router.refresh) names the page the
    # visitor is on in Next-Router-State-Tree and is answered the page's whole payload (about 150 KB), kept for as
    # long as the page. The site's links are plain links, so such a copy would hardly ever be asked for again, while
    # each state tree a client invents (with the _rsc value that matches it) would be one more copy crowding the
    # pages out of memory. Passed, never stored.
    if (req.http.rsc == "1") {
        return (pass);
    }
    # Dot segments, encoded dots or an empty segment: a browser resolves them before it sends, and Next resolves them
    # to another address than the one read below (/x/../api/users/me is the API). Passed, never stored.
    if (req.url ~ "^[^?]*(/\.\.?(/|\?|$)|%2[eE]|//)") {
        return (pass);
    }
    # The admin and the APIs answer per request, often per person, but for the media collection's files: public
    # images, kept for as long as their Cache-Control says. Draft previews and staff sessions see unpublished content.
    if ((req.url ~ "^/(admin|api)(/|\?|$)" && req.url !~ "^/api/media/file/") || req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(__prerender_bypass|payload-token)=") {
        return (pass);
    }
    # Other cookies (consent, analytics) do not change a page Next renders once; a page rendered per request
    # says `private, no-store` and is not stored. So the cookie does not keep a page out of the cache.
    return (hash);
}

# Only what reaches a web process counts: a cached page or image costs them nothing. The limit is this Varnish's
# (each replica counts its own visitors); the web processes keep their own, finer ones (OTP sends, leads, logins).
# Past it, one minute of 429s, so that a flood stops at the front door; a person clicking around never gets near it.
# The site's own machines (`purgers`: the web processes, checks run beside them) are not visitors.
sub limit_backend_requests {
    if (std.ip(req.http.X-Forwarded-For, client.ip, resolve = false) !~ purgers) {
        call visitor_network;
        set req.http.x-requests-per-minute = std.integer(s = std.getenv("VARNISH_CLIENT_REQUESTS_PER_MINUTE"), fallback = 600);
        if (vsthrottle.is_denied("web:" + req.http.x-visitor-network, std.integer(s = req.http.x-requests-per-minute), 60s, 60s)) {
            return (synth(429, "Too Many Requests"));
        }
        unset req.http.x-requests-per-minute;
        unset req.http.x-visitor-network;
    }
}

# What the limit counts, as the web processes' own limits do (src/lib/api/request-meta.ts, clientNetwork): an IPv4
# address, or the /64 of an IPv6 one, whose other half a subscriber picks at will. The address is Varnish's own
# compressed form: "::" is written out as zero groups (at most six), then the first four groups are kept.
sub visitor_network {
    set req.http.x-visitor-network = std.tolower(req.http.X-Forwarded-For);
    if (req.http.x-visitor-network ~ ":" && req.http.x-visitor-network !~ "\.") {
        set req.http.x-visitor-network = regsub(regsub(req.http.x-visitor-network, "^::", "0::"), "::$", "::0");
        if (req.http.x-visitor-network !~ "^([^:]*:){8}") { set req.http.x-visitor-network = regsub(req.http.x-visitor-network, "::", ":0::"); }
        if (req.http.x-visitor-network !~ "^([^:]*:){8}") { set req.http.x-visitor-network = regsub(req.http.x-visitor-network, "::", ":0::"); }
        if (req.http.x-visitor-network !~ "^([^:]*:){8}") { set req.http.x-visitor-network = regsub(req.http.x-visitor-network, "::", ":0::"); }
        if (req.http.x-visitor-network !~ "^([^:]*:){8}") { set req.http.x-visitor-network = regsub(req.http.x-visitor-network, "::", ":0::"); }
        if (req.http.x-visitor-network !~ "^([^:]*:){8}") { set req.http.x-visitor-network = regsub(req.http.x-visitor-network, "::", ":0::"); }
        if (req.http.x-visitor-network !~ "^([^:]*:){8}") { set req.http.x-visitor-network = regsub(req.http.x-visitor-network, "::", ":0::"); }
        set req.http.x-visitor-network = regsub(regsub(req.http.x-visitor-network, "::", ":"), "^([^:]+:[^:]+:[^:]+:[^:]+):.*$", "\1::/64");
    }
}

sub vcl_miss {
    call limit_backend_requests;
}

sub vcl_pass {
    call limit_backend_requests;
}

sub vcl_backend_response {
    # Bans test the stored object, so the ban lurker can retire them in the background.
    set beresp.http.x-cache-url = bereq.url;
    # Only what says it may be kept is kept (Varnish would keep the rest two minutes). A build file is kept only when
    # found: an older process asked for a newer build's file mid-rollout answers 404, which the purge after a
    # deploy spares with the build files. A page under a query string other than its page number is not kept:
    # pages rendered once answer any query alike, so each query a client invents would be one more copy.
    if (!beresp.http.Cache-Control
        || (bereq.url ~ "^/_next/static/" && beresp.status != 200)
        || (bereq.url ~ "\?" && bereq.url !~ "\?page=[0-9]{1,4}$" && beresp.http.Content-Type ~ "^text/html")) {
        set beresp.uncacheable = true;
        set beresp.ttl = 2m;
        return (deliver);
    }
    # A missing page may be asked for under any address: keep such answers briefly, never long enough to
    # crowd the site's pages out of memory.
    if (beresp.status == 404 && beresp.ttl > 10m) {
        set beresp.ttl = 10m;
    }
}

sub vcl_deliver {
    if (resp.http.x-no-web-process) {
        return (synth(503, "Service Unavailable"));
    }
    unset resp.http.x-cache-url;
    unset resp.http.x-nextjs-cache;
    unset resp.http.x-nextjs-prerender;
    unset resp.http.x-nextjs-stale-time;
    unset resp.http.x-nextjs-postponed;
    unset resp.http.x-middleware-rewrite;
    unset resp.http.x-northwind-not-found-page;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
    # A stored answer carries the id of the request that filled the cache: this request's own goes out.
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}

# A web process that went away (killed, restarting) before answering: a request that is safe to repeat goes once
# more, to the next process the director picks; a form post is not repeated (the visitor sees the error and sends
# again, and a lead is stored once per visitor and form, src/features/lead-capture/leads/service.ts).
sub vcl_backend_error {
    if (bereq.retries == 0 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
    # Marked for vcl_deliver, which answers it in the visitor's edition (vcl_synth) rather than Varnish's
    # "Backend fetch failed"; never kept, so the next request tries the web processes again.
    set beresp.http.x-no-web-process = "1";
    set beresp.ttl = 0s;
}

sub vcl_synth {
    unset resp.http.X-Varnish;
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    if (resp.status == 429) {
        set resp.http.Retry-After = 1 + std.integer(duration = vsthrottle.blocked("web:" + req.http.x-visitor-network, std.integer(s = req.http.x-requests-per-minute), 60s, 60s), fallback = 59);
        call too_many_requests_answer;
        unset req.http.x-visitor-network;
        return (deliver);
    }
    if (resp.status == 503) {
        set resp.http.Retry-After = "60";
        call unavailable_answer;
        return (deliver);
    }
    if (resp.status == 405) {
        call method_refused_answer;
        # What follows a CONNECT on the connection would not be HTTP.
        if (req.method == "CONNECT") {
            set resp.http.Connection = "close";
        }
        return (deliver);
    }
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason;
    return (deliver);
}
