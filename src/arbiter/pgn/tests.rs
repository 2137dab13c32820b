use super::*;

fn codes() -> Catalogue {
    Catalogue::embedded().unwrap()
}

fn game(text: &str) -> Result<PgnGame, PgnError> {
    parse_pgn_game(text, &codes(), None)
}

#[test]
fn a_plain_game_reads_into_move_events() {
    let record = parse_pgn("[Code \"london-1847\"]\n1. e4 e5 2. Nf3 Nc6 *", &codes()).unwrap();
    assert_eq!(record.events.len(), 4);
    assert_eq!(record.code, "london-1847");
}

#[test]
fn comment_commands_become_events() {
    let record = parse_pgn(
        "[Code \"twenty-laws\"]\n1. e4 {[%touch g8]} e5 {[%move f1h3]} {[%check]}",
        &codes(),
    )
    .unwrap();
    assert_eq!(record.events.len(), 5);
    assert_eq!(record.events[1].act, Act::Touch(Square::G8));
    assert_eq!(record.events[1].by, Color::Black);
    assert!(matches!(
        record.events[3].act,
        Act::Move {
            from: Square::F1,
            to: Square::H3,
            ..
        }
    ));
    assert_eq!(record.events[4].by, Color::White);
}

#[test]
fn an_illegal_san_move_is_an_error_naming_the_game_line_column_and_event() {
    let e = game("[Code \"philidor\"]\n1. e4 e5\n2. Ke3").unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::Move);
    assert_eq!((e.game, e.line, e.column), (1, 3, 4));
    assert_eq!(e.event, Some(2));
    assert_eq!(e.token, "Ke3");
    assert!(
        e.to_string()
            .starts_with("pgn game 1, line 3, column 4, event 2: `Ke3`:"),
        "{e}"
    );
}

/// Found by `cargo fuzz run pgn` (crash-6e786221): `{[%]}` sliced an empty word list. An empty
/// command is nobody's command: kept as an annotation like any other, never a panic.
#[test]
fn an_empty_comment_command_is_kept_not_a_panic() {
    for text in [
        "[Code \"london-1847\"]\n1. e4 {[%]}",
        "[Code \"london-1847\"]\n1. e4 {[%   ]}",
    ] {
        let g = game(text).unwrap();
        assert_eq!(g.record.events.len(), 1);
        assert_eq!(g.annotations.len(), 1);
        assert_eq!(g.annotations[0].name, "");
    }
}

#[test]
fn the_code_comes_from_the_tag_or_from_beside_and_they_must_agree() {
    let e = game("1. e4").unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::CodeMissing);
    let g = parse_pgn_game("1. e4 e5", &codes(), Some("philidor")).unwrap();
    assert_eq!(g.record.code, "philidor");
    let same = parse_pgn_game("[Code \"philidor\"]\n1. e4", &codes(), Some("philidor"));
    assert!(same.is_ok());
    let e = parse_pgn_game(
        "\n[Code \"philidor\"]\n1. e4",
        &codes(),
        Some("london-1847"),
    )
    .unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::CodeConflict);
    assert_eq!((e.line, e.column), (2, 1));
    let e = game("[Code \"fide-2023\"]\n1. e4").unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::CodeUnknown);
}

#[test]
fn comment_commands_of_other_software_are_kept_as_annotations() {
    let g = game(
        "[Code \"london-1847\"]\n1. e4 { [%eval 0.18] [%clk 0:03:00] } 1... e5 \
         { [%clk 0:02:59] [%emt 0:00:01] } 2. Nf3 {[%cal Gd2d4,Rf1c4][%csl Rd5] a plan} \
         {[%draw arrow,e2,e4,green]} {[%mystery x y]} *",
    )
    .unwrap();
    assert_eq!(g.record.events.len(), 3);
    let kept: Vec<(usize, &str, &str)> = g
        .annotations
        .iter()
        .map(|a| (a.event, a.name.as_str(), a.value.as_str()))
        .collect();
    assert_eq!(
        kept,
        [
            (1, "eval", "0.18"),
            (1, "clk", "0:03:00"),
            (2, "clk", "0:02:59"),
            (2, "emt", "0:00:01"),
            (3, "cal", "Gd2d4,Rf1c4"),
            (3, "csl", "Rd5"),
            (3, "draw", "arrow,e2,e4,green"),
            (3, "mystery", "x y"),
        ]
    );
    assert_eq!(g.result.as_deref(), Some("*"));
}

#[test]
fn variations_nested_are_set_aside_with_everything_in_them() {
    let g = game(
        "[Code \"london-1847\"]\n1. e4 (1. d4 d5 (1... Nf6 2. c4 {[%touch e2]}) 2. c4 --) \
         e5 ( 1... c5 Z0 ) 2. Nf3 1-0",
    )
    .unwrap();
    assert_eq!(g.record.events.len(), 3);
    assert!(
        g.record
            .events
            .iter()
            .all(|e| matches!(e.act, Act::Move { .. }))
    );
    assert_eq!(g.result.as_deref(), Some("1-0"));
}

#[test]
fn an_unbalanced_variation_is_an_error_where_it_opens_or_closes() {
    let e = game("[Code \"london-1847\"]\n1. e4 (1. d4 e5").unwrap_err();
    assert_eq!((e.kind, e.line, e.column), (PgnErrorKind::Syntax, 2, 7));
    let e = game("[Code \"london-1847\"]\n1. e4 ) e5").unwrap_err();
    assert_eq!((e.kind, e.line, e.column), (PgnErrorKind::Syntax, 2, 7));
}

#[test]
fn a_null_move_in_the_game_is_refused_where_it_stands() {
    let e = game("[Code \"london-1847\"]\n1. e4 -- 2. d4").unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::Unsupported);
    assert_eq!((e.line, e.column, e.event), (2, 7, Some(1)));
    assert_eq!(e.token, "--");
    let e = game("[Code \"london-1847\"]\n1. e4 Z0").unwrap_err();
    assert_eq!(e.token, "Z0");
}

#[test]
fn a_variant_game_is_refused_naming_its_tag_and_standard_ones_read() {
    let e = game("[Code \"london-1847\"]\n[Variant \"Chess960\"]\n1. e4").unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::Unsupported);
    assert_eq!((e.line, e.column, e.token.as_str()), (2, 1, "Chess960"));
    for variant in ["Standard", "From Position", "chess"] {
        let text = format!("[Code \"london-1847\"]\n[Variant \"{variant}\"]\n1. e4");
        assert!(game(&text).is_ok(), "{variant}");
    }
}

#[test]
fn one_record_is_one_game_but_a_file_of_many_is_read_game_by_game() {
    let text = "[Code \"london-1847\"]\n1. e4 e5 1-0\n\n[Code \"london-1847\"]\n1. d4 Ke7 0-1\n\n\
                [Code \"london-1847\"]\n1. c4 *\n";
    let e = game(text).unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::Unsupported);
    assert_eq!((e.game, e.line), (2, 4));
    let all: Vec<_> = parse_pgn_games(text, &codes(), None).collect();
    assert_eq!(all.len(), 3);
    assert_eq!(all[0].as_ref().unwrap().record.events.len(), 2);
    let e = all[1].as_ref().unwrap_err();
    assert_eq!(
        (e.game, e.line, e.column, e.token.as_str()),
        (2, 5, 7, "Ke7")
    );
    assert_eq!(all[2].as_ref().unwrap().line, 7);
}

#[test]
fn the_standard_board_tag_is_ordinary_and_ours_is_board_orientation() {
    let g = game("[Code \"london-1847\"]\n[Board \"1\"]\n1. e4").unwrap();
    assert!(!g.record.board_misoriented);
    assert!(g.tags.contains(&("Board".to_owned(), "1".to_owned())));
    let g = game("[Code \"london-1847\"]\n[BoardOrientation \"misoriented\"]\n1. e4").unwrap();
    assert!(g.record.board_misoriented);
    let e = game("[Code \"london-1847\"]\n[Board \"misoriented\"]\n1. e4").unwrap_err();
    assert!(e.reason.contains("BoardOrientation"), "{e}");
}

#[test]
fn set_up_and_fen_agree_or_are_refused() {
    let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    let g = game(&format!(
        "[Code \"london-1847\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n1. O-O"
    ))
    .unwrap();
    assert_eq!(g.record.setup, SetupSpec::Fen(fen.to_owned()));
    let e = game("[Code \"london-1847\"]\n[SetUp \"1\"]\n1. e4").unwrap_err();
    assert_eq!((e.kind, e.line), (PgnErrorKind::Tag, 2));
    let e = game(&format!(
        "[Code \"london-1847\"]\n[SetUp \"0\"]\n[FEN \"{fen}\"]\n1. O-O"
    ))
    .unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::Tag);
}

#[test]
fn a_record_has_at_most_its_bound_of_tags() {
    let mut text = "[Code \"london-1847\"]\n".to_owned();
    for i in 0..MAX_TAGS {
        text.push_str(&format!("[Tag{i} \"x\"]\n"));
    }
    text.push_str("1. e4");
    let e = game(&text).unwrap_err();
    assert_eq!((e.kind, e.line), (PgnErrorKind::Tag, MAX_TAGS as u32 + 1));
}

#[test]
fn a_bom_crlf_escape_lines_and_semicolon_comments_are_read() {
    let g = game(
        "\u{feff}[Code \"london-1847\"]\r\n[Event \"Club \\\"A\\\" [open]\"]\r\n\r\n\
         % exported by hand\r\n1.e4 e5 ; the usual\r\n2.Nf3 $1 Nc6!? 1/2-1/2\r\n",
    )
    .unwrap();
    assert_eq!(g.record.events.len(), 4);
    assert!(
        g.tags
            .contains(&("Event".to_owned(), "Club \"A\" [open]".to_owned()))
    );
    assert_eq!(g.result.as_deref(), Some("1/2-1/2"));
}

#[test]
fn a_command_error_points_inside_its_comment() {
    let e = game("[Code \"london-1847\"]\n1. e4 { a note\n  [%touch z9] }").unwrap_err();
    assert_eq!((e.line, e.column, e.event), (3, 3, Some(1)));
    assert!(e.reason.contains("not a square"), "{e}");
}

#[test]
fn uci_coordinates_are_read_where_the_move_is_legal() {
    let g =
        game("[Code \"london-1847\"]\n1. g1f3 d7d5 2. g2g3 c8h3 3. f1g2 b8c6 4. e1g1 *").unwrap();
    assert_eq!(g.record.events.len(), 7);
    assert!(matches!(
        g.record.events[6].act,
        Act::Move {
            from: Square::E1,
            to: Square::G1,
            ..
        }
    ));
    let e = game("[Code \"london-1847\"]\n1. e2e5").unwrap_err();
    assert_eq!((e.kind, e.token.as_str()), (PgnErrorKind::Move, "e2e5"));
}

#[test]
fn a_variant_is_named_before_its_notation_fails() {
    let e = game("[Code \"london-1847\"]\n[Variant \"Crazyhouse\"]\n1. e4 d5 2. exd5 Qxd5 3. N@f3")
        .unwrap_err();
    assert_eq!((e.kind, e.line), (PgnErrorKind::Unsupported, 2));
}
