vcl 4.1;

# Included by /etc/varnish/site.vcl (deploy/varnish/site.vcl) of the northwind-cache image, found through
# vcl_path=/etc/varnish/network, where the ConfigMap northwind-cache-network is mounted.
# The web pods, through their Service (one stable address: Varnish resolves it once, when the VCL loads).
backend default { .host = "northwind-web"; .port = "3000"; }

# Who may send BAN: the web pods, by their pod addresses (the pod network; an overlay may narrow it).
acl purgers { "10.0.0.0"/8; }

# The proxies in front whose X-Forwarded-For names the visitor: the Ingress controller's pods (the pod network;
# narrow it to their addresses where you can). A load balancer that keeps the visitor's address needs no entry.
acl front_proxies { "10.0.0.0"/8; }
