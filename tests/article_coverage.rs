//! Every article of every code is read by a parameter the engine uses, or marked in its code
//! file as not adjudicable by software, with the reason (issue #5, item 4).

use tertius::law::Catalogue;

/// Articles no parameter reads yet, with the dispute kind of laws.md §7.1 they wait for. The test
/// fails when an article is uncovered and not listed here, and when a listed article has become
/// covered: the list can only shrink, and it says exactly what is left.
const PENDING: &[(&str, &str, &str)] = &[];

#[test]
fn every_article_is_read_by_a_parameter_or_marked_not_adjudicable() {
    let catalogue = Catalogue::embedded().unwrap();
    let mut wrong = Vec::new();
    for id in catalogue.ids() {
        let code = catalogue.get(id).unwrap();
        for number in code.unread_articles() {
            if !PENDING.iter().any(|(c, n, _)| *c == id && *n == number) {
                wrong.push(format!(
                    "{id} article {number} is read by no parameter and not marked \
                     not_adjudicable"
                ));
            }
        }
        for (_, number, _) in PENDING.iter().filter(|(c, _, _)| *c == id) {
            if !code.unread_articles().contains(number) {
                wrong.push(format!(
                    "{id} article {number} is covered now: take it off the PENDING list"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
