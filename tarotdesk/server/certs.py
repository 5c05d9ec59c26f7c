"""The server's own TLS certificate: self-signed, made on first start, pinned by its fingerprint.

No certificate authority vouches for a table server run by a friend or a club, so none is asked:
on its first start with TLS the server makes a key (ECDSA on the P-256 curve, from :mod:`secrets`)
and a certificate that it signs itself, and keeps both in its data folder (the key readable by its
owner only). Each invite carries the certificate's SHA-256 fingerprint and the client accepts no
other certificate (:mod:`tarotdesk.net.client`), so nobody in between can read or change the
traffic even though no authority signed it. Python's :mod:`ssl` cannot make a certificate, so
the few ASN.1 structures needed are written here (DER); OpenSSL does all of the TLS itself.
A club with a certificate of its own gives it instead (``--cert``/``--key``).
"""

from __future__ import annotations

import base64
import datetime as _dt
import hashlib
import os
import secrets
import ssl
from pathlib import Path

#: The certificate and key files in the server's data folder.
CERT_FILE = "server-cert.pem"
KEY_FILE = "server-key.pem"

# The P-256 curve (SEC 2, also FIPS 186-4's P-256).
_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
_A = _P - 3
_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
_G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
      0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)


def _add(p1: tuple[int, int] | None, p2: tuple[int, int] | None) -> tuple[int, int] | None:
    if p1 is None:
        return p2
    if p2 is None:
        return p1
    (x1, y1), (x2, y2) = p1, p2
    if x1 == x2 and (y1 + y2) % _P == 0:
        return None
    if p1 == p2:
        m = (3 * x1 * x1 + _A) * pow(2 * y1, -1, _P) % _P
    else:
        m = (y2 - y1) * pow(x2 - x1, -1, _P) % _P
    x3 = (m * m - x1 - x2) % _P
    return x3, (m * (x1 - x3) - y1) % _P


def _times(k: int, point: tuple[int, int]) -> tuple[int, int]:
    result: tuple[int, int] | None = None
    addend: tuple[int, int] | None = point
    while k:
        if k & 1:
            result = _add(result, addend)
        addend = _add(addend, addend)
        k >>= 1
    assert result is not None
    return result


# -- DER -------------------------------------------------------------------------------------------------------

def _tlv(tag: int, content: bytes) -> bytes:
    n = len(content)
    if n < 0x80:
        length = bytes([n])
    else:
        raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
        length = bytes([0x80 | len(raw)]) + raw
    return bytes([tag]) + length + content


def _seq(*parts: bytes) -> bytes:
    return _tlv(0x30, b"".join(parts))


def _int(value: int) -> bytes:
    raw = value.to_bytes(value.bit_length() // 8 + 1, "big")  # one more byte: never read as negative
    while len(raw) > 1 and raw[0] == 0 and raw[1] < 0x80:
        raw = raw[1:]
    return _tlv(0x02, raw)


def _oid(dotted: str) -> bytes:
    arcs = [int(a) for a in dotted.split(".")]
    out = bytearray([40 * arcs[0] + arcs[1]])
    for arc in arcs[2:]:
        chunk = [arc & 0x7F]
        arc >>= 7
        while arc:
            chunk.append(0x80 | (arc & 0x7F))
            arc >>= 7
        out += bytes(reversed(chunk))
    return _tlv(0x06, bytes(out))


_EC_KEY = "1.2.840.10045.2.1"
_P256 = "1.2.840.10045.3.1.7"
_ECDSA_SHA256 = "1.2.840.10045.4.3.2"
_COMMON_NAME = "2.5.4.3"


def _name(common: str) -> bytes:
    return _seq(_tlv(0x31, _seq(_oid(_COMMON_NAME), _tlv(0x0C, common.encode("utf-8")))))


def _sign(d: int, data: bytes) -> bytes:
    e = int.from_bytes(hashlib.sha256(data).digest(), "big")
    while True:
        k = secrets.randbelow(_N - 1) + 1
        r = _times(k, _G)[0] % _N
        s = pow(k, -1, _N) * (e + r * d) % _N
        if r and s:
            return _seq(_int(r), _int(s))


def make_certificate(common_name: str = "tarotdesk table server") -> tuple[bytes, bytes]:
    """A fresh key and a certificate signed by it: (certificate PEM, key PEM)."""
    d = secrets.randbelow(_N - 1) + 1
    x, y = _times(d, _G)
    public = b"\x04" + x.to_bytes(32, "big") + y.to_bytes(32, "big")
    algorithm = _seq(_oid(_ECDSA_SHA256))
    now = _dt.datetime.now(_dt.timezone.utc) - _dt.timedelta(days=1)
    validity = _seq(_tlv(0x17, now.strftime("%y%m%d%H%M%SZ").encode()), _tlv(0x18, b"99991231235959Z"))
    spki = _seq(_seq(_oid(_EC_KEY), _oid(_P256)), _tlv(0x03, b"\x00" + public))
    tbs = _seq(_tlv(0xA0, _int(2)), _int(secrets.randbits(63) + 1), algorithm, _name(common_name), validity,
               _name(common_name), spki)
    cert = _seq(tbs, algorithm, _tlv(0x03, b"\x00" + _sign(d, tbs)))
    key = _seq(_int(1), _tlv(0x04, d.to_bytes(32, "big")), _tlv(0xA0, _oid(_P256)),
               _tlv(0xA1, _tlv(0x03, b"\x00" + public)))
    return _pem("CERTIFICATE", cert), _pem("EC PRIVATE KEY", key)


def _pem(label: str, der: bytes) -> bytes:
    body = base64.encodebytes(der).decode("ascii").replace("\n", "")
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return (f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----\n").encode("ascii")


def own_certificate(folder: Path) -> tuple[Path, Path]:
    """The server's certificate and key in ``folder``, made now if there are none: (cert, key)."""
    cert, key = folder / CERT_FILE, folder / KEY_FILE
    if cert.exists() and key.exists():
        return cert, key
    folder.mkdir(parents=True, exist_ok=True)
    cert_pem, key_pem = make_certificate()
    # The key is written readable by its owner only, from the moment it exists.
    fd = os.open(key, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(key_pem)
    cert.write_bytes(cert_pem)
    return cert, key


def fingerprint(cert: Path) -> str:
    """The SHA-256 fingerprint of a PEM certificate file (64 hexadecimal digits, lowercase)."""
    der = ssl.PEM_cert_to_DER_cert(cert.read_text("ascii"))
    return hashlib.sha256(der).hexdigest()


def server_context(cert: Path, key: Path) -> ssl.SSLContext:
    """A TLS context for the server (TLS 1.2 at least); OSError/ssl.SSLError if the files do not load."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context
