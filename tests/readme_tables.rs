//! README's table of dispute kinds, CLI name beside proto enum value, is the code's: every kind
//! is in it once, with the name the API's descriptors give its value.

use prost_reflect::DescriptorPool;
use tertius::arbiter::DisputeKind;
use tertius::grpc::pb;

#[test]
fn readme_maps_every_dispute_kind_to_its_proto_value() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let pool = DescriptorPool::decode(pb::FILE_DESCRIPTOR_SET).unwrap();
    let proto = pool.get_enum_by_name("tertius.v1.DisputeKind").unwrap();
    let rows: Vec<&str> = readme
        .lines()
        .filter(|l| l.starts_with("| `") && l.contains("`DISPUTE_KIND_"))
        .collect();
    assert_eq!(rows.len(), DisputeKind::ALL.len(), "{rows:#?}");
    for kind in DisputeKind::ALL {
        let value = kind.proto_name("DISPUTE_KIND");
        assert!(
            proto.get_value_by_name(&value).is_some(),
            "the proto has no {value}"
        );
        let row = format!("| `{}` | `{value}` |", kind.name());
        assert!(rows.contains(&row.as_str()), "README lacks {row}");
    }
}
