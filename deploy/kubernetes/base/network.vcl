vcl 4.1;

# Included by /etc/varnish/site.vcl (deploy/varnish/site.vcl) of the northwind-cache image, found through
# vcl_path=/etc/varnish/network, where the ConfigMap northwind-cache-network is mounted.
# The web pods, through their Service (one stable address: Varnish resolves it once, when the VCL loads).
backend default { .host = "northwind-web"; .port = "3000"; }

# Who may send BAN: the web pods, by their pod addresses (the pod network; an overlay may narrow it). The
# NetworkPolicy northwind-cache (network-policies.yaml), where the network plugin enforces it, lets only the web
# pods and the Ingress controller connect here at all, and a BAN must also carry HTTP_CACHE_PURGE_TOKEN (site.vcl),
# which the Ingress controller never has.
acl purgers { "10.0.0.0"/8; }

# The proxies in front whose X-Forwarded-For names the visitor: the Ingress controller's pods (the pod network:
# their addresses change as they restart). Of the pod network, only they and the web pods may connect here (the
# NetworkPolicy northwind-cache), so no other pod can name a visitor of its choosing. A load balancer that keeps
# the visitor's address needs no entry.
acl front_proxies { "10.0.0.0"/8; }
