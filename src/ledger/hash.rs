//! RFC 6962 §2.1 hashing: domain-separated leaf and interior-node hashes.
//!
//! The prefixes (0x00 for leaves, 0x01 for interior nodes) keep a leaf from ever being passed off
//! as an interior node (the second-preimage attack on plain Merkle trees). Everything here is pure.

use sha2::{Digest, Sha256};

/// A SHA-256 digest: a leaf hash, a node hash or a tree root.
pub type Hash = [u8; 32];

/// The root of the empty tree: SHA-256 of the empty string (RFC 6962 §2.1).
pub const EMPTY_ROOT: Hash = [
    0xe3, 0xb0, 0xc4, 0x42, 0x98, 0xfc, 0x1c, 0x14, 0x9a, 0xfb, 0xf4, 0xc8, 0x99, 0x6f, 0xb9, 0x24,
    0x27, 0xae, 0x41, 0xe4, 0x64, 0x9b, 0x93, 0x4c, 0xa4, 0x95, 0x99, 0x1b, 0x78, 0x52, 0xb8, 0x55,
];

/// `SHA-256(0x00 || bytes)`.
pub fn leaf_hash(bytes: &[u8]) -> Hash {
    let mut h = Sha256::new();
    h.update([0x00]);
    h.update(bytes);
    h.finalize().into()
}

/// `SHA-256(0x01 || left || right)`.
pub fn node_hash(left: &Hash, right: &Hash) -> Hash {
    let mut h = Sha256::new();
    h.update([0x01]);
    h.update(left);
    h.update(right);
    h.finalize().into()
}

/// The Merkle Tree Hash of a list of leaf hashes (RFC 6962 §2.1 `MTH`), computed in one pass with
/// a compact range so it needs O(log n) memory rather than the recursive definition's stack.
pub fn root_from_leaves(leaf_hashes: &[Hash]) -> Hash {
    let mut frontier = crate::ledger::tree::Frontier::empty();
    for leaf in leaf_hashes {
        frontier.push(*leaf);
    }
    frontier.root()
}

/// Lower-case hex, for log lines and error messages.
pub fn to_hex(hash: &Hash) -> String {
    use std::fmt::Write;
    hash.iter().fold(String::with_capacity(64), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// Parses 64 hex digits (either case) into a hash; `None` for anything else. The inverse of
/// [`to_hex`], for proofs and roots a person pastes in.
pub fn from_hex(s: &str) -> Option<Hash> {
    let digits = s.as_bytes();
    if digits.len() != 64 {
        return None;
    }
    let mut out = [0u8; 32];
    for (byte, pair) in out.iter_mut().zip(digits.chunks_exact(2)) {
        let hi = char::from(pair[0]).to_digit(16)?;
        let lo = char::from(pair[1]).to_digit(16)?;
        *byte = u8::try_from(hi << 4 | lo).ok()?;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_root_is_sha256_of_nothing() {
        assert_eq!(EMPTY_ROOT, <[u8; 32]>::from(Sha256::digest(b"")));
        assert_eq!(root_from_leaves(&[]), EMPTY_ROOT);
    }

    #[test]
    fn hex_round_trips_and_rejects_what_is_not_a_hash() {
        assert_eq!(from_hex(&to_hex(&EMPTY_ROOT)), Some(EMPTY_ROOT));
        assert_eq!(
            from_hex(&to_hex(&EMPTY_ROOT).to_uppercase()),
            Some(EMPTY_ROOT)
        );
        assert_eq!(from_hex(""), None);
        assert_eq!(from_hex(&"0".repeat(63)), None);
        assert_eq!(from_hex(&"g".repeat(64)), None);
        // Multi-byte characters must not be split into bogus digit pairs.
        assert_eq!(from_hex(&"é".repeat(32)), None);
    }
}
