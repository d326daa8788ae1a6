# The compose file's web processes (host network: each on its own port of this machine), balanced round robin
# and each checked on /readyz, and who may purge: the web processes, on this machine.
vcl 4.1;

import directors;

probe ready {
    .request = "GET /readyz HTTP/1.1" "Host: localhost" "Connection: close";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
}

backend web1 { .host = "127.0.0.1"; .port = "3001"; .probe = ready; }
backend web2 { .host = "127.0.0.1"; .port = "3002"; .probe = ready; }

acl purgers { "127.0.0.1"; "::1"; }

# The proxies in front whose X-Forwarded-For names the visitor (none when Varnish is the front door).
acl front_proxies { }

sub vcl_init {
    new web = directors.round_robin();
    web.add_backend(web1);
    web.add_backend(web2);
}

sub vcl_recv {
    set req.backend_hint = web.backend();
}
