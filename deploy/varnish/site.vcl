vcl 4.1;
# Varnish in front of the site's server (docs/publishing.md, "Behind a CDN or
# Varnish"). It keeps what the server says may be kept (server/cdn/cache-policy.ts):
# pages for Surrogate-Control's max-age (600 s), served stale up to 60 s more
# while a fresh copy is fetched; /assets/* for a year; /admin, /api and
# /healthz never. After each publish the server sends a PURGE per changed
# address (CDN_PURGE_URL=http://<this varnish>, CDN_PURGE_STYLE=purge), or
# `PURGE /` with `X-Purge-Scope: all` for everything; only from acl purgers.
# One site per Varnish: the cache key is the path and query, not the Host.
# Run: varnishd -a :6081 -f /etc/varnish/site.vcl (the backend below: the
# server's address; several instances: point it at HAProxy, deploy/haproxy/).
import std;

backend site {
    .host = "127.0.0.1";
    .port = "4173";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
}

acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(405, "Not allowed"));
        }
        if (req.http.X-Purge-Scope == "all") {
            ban("obj.status != 0");
            return (synth(200, "Purged everything"));
        }
        # The page with any query string (?utm_source=…): the path is kept on each object below.
        ban("obj.http.x-path == " + regsub(req.url, "\?.*$", ""));
        return (synth(200, "Purged"));
    }
    # Never cached: the editor, sessions, visitors' posts and their cookies, the health check.
    if (req.url ~ "^/(admin|api)(/|\?|$)" || req.url ~ "^/healthz") {
        return (pass);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # No page depends on a cookie (the A/B arm and the language are chosen in the
    # browser), so a visitor's cookies never split or skip the cache.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    return (lookup);
}

sub vcl_backend_response {
    # Each object's path, for the PURGE above (a ban that the ban lurker can test without the request).
    set beresp.http.x-path = regsub(bereq.url, "\?.*$", "");
    # An answer that sets a cookie is one visitor's: never stored (the builtin VCL makes it a hit-for-miss).
    if (beresp.http.Set-Cookie) {
        return (deliver);
    }
    # Surrogate-Control is for us: its max-age (the server purges what changes) and stale-while-revalidate.
    if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
        set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 0s);
        if (beresp.http.Surrogate-Control ~ "stale-while-revalidate=[0-9]+") {
            set beresp.grace = std.duration(
                regsub(beresp.http.Surrogate-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 0s);
        }
        # Kept past its grace as the base of a conditional fetch (If-None-Match → 304).
        set beresp.keep = 1h;
    }
}

sub vcl_deliver {
    # Whether this answer came from the cache (Age says for how long it has been there).
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.x-path;
    unset resp.http.Surrogate-Control;
}
