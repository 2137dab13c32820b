//! Enums whose variants have fixed kebab-case names: the names appear in code files, case files,
//! PGN commands, the CLI and canonical ledger bytes, so they are written once, beside the
//! variants, and every mapping (including the protobuf one) is derived from them.

/// Declares the enum with `ALL`, `name()` and `from_name()`.
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident => $text:literal, )*
        }
    ) => {
        $(#[$meta])*
        pub enum $name {
            $( $(#[$vmeta])* $variant, )*
        }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The kebab-case name.
            pub fn name(self) -> &'static str {
                match self {
                    $( $name::$variant => $text, )*
                }
            }

            pub fn from_name(name: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|v| v.name() == name)
            }

            /// The protobuf enum value name: `PREFIX_` then the name in upper snake case.
            pub fn proto_name(self, prefix: &str) -> String {
                format!("{prefix}_{}", self.name().to_uppercase().replace('-', "_"))
            }

            /// The variant whose `proto_name(prefix)` is `proto`.
            pub fn from_proto_name(prefix: &str, proto: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|v| v.proto_name(prefix) == proto)
            }
        }
    };
}
