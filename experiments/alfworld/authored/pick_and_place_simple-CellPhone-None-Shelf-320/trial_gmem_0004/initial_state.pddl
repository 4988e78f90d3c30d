(define (problem plan_trial_gmem_0004)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        CellPhone_bar__minus_01_dot_03_bar__plus_00_dot_06_bar__minus_00_dot_70 - object
        CD_bar__minus_01_dot_70_bar__plus_00_dot_06_bar__plus_01_dot_09 - object
        Plate_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_48 - object
        Cup_bar__minus_01_dot_69_bar__plus_00_dot_33_bar__plus_01_dot_47 - object
        Pot_bar__plus_00_dot_68_bar__plus_00_dot_73_bar__minus_01_dot_76 - object
        Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69 - receptacle
        Desk_bar__plus_01_dot_58_bar_00_dot_00_bar__plus_00_dot_39 - receptacle
        Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11 - receptacle
        Shelf_bar__plus_00_dot_63_bar__plus_00_dot_68_bar__minus_01_dot_71 - receptacle
        Shelf_bar__minus_01_dot_73_bar__plus_00_dot_28_bar__plus_01_dot_51 - receptacle
        loc_bar__minus_3_bar_2_bar_2_bar_30 - location
        loc_bar__minus_3_bar_5_bar_3_bar_30 - location
        loc_bar__minus_4_bar_5_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_3_bar__minus_3_bar_2_bar_30 - location
        loc_bar_3_bar_2_bar_1_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69 BedType)
        (receptacleType Desk_bar__plus_01_dot_58_bar_00_dot_00_bar__plus_00_dot_39 DeskType)
        (receptacleType Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11 DeskType)
        (receptacleType Shelf_bar__plus_00_dot_63_bar__plus_00_dot_68_bar__minus_01_dot_71 ShelfType)
        (receptacleType Shelf_bar__minus_01_dot_73_bar__plus_00_dot_28_bar__plus_01_dot_51 ShelfType)
        (objectType CellPhone_bar__minus_01_dot_03_bar__plus_00_dot_06_bar__minus_00_dot_70 CellPhoneType)
        (objectType CD_bar__minus_01_dot_70_bar__plus_00_dot_06_bar__plus_01_dot_09 CDType)
        (objectType Plate_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_48 PlateType)
        (objectType Cup_bar__minus_01_dot_69_bar__plus_00_dot_33_bar__plus_01_dot_47 CupType)
        (objectType Pot_bar__plus_00_dot_68_bar__plus_00_dot_73_bar__minus_01_dot_76 PotType)
        (canContain BedType CellPhoneType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CupType)
        (canContain DeskType PlateType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CupType)
        (canContain ShelfType PlateType)
        (canContain ShelfType PotType)
        (pickupable CellPhone_bar__minus_01_dot_03_bar__plus_00_dot_06_bar__minus_00_dot_70)
        (pickupable CD_bar__minus_01_dot_70_bar__plus_00_dot_06_bar__plus_01_dot_09)
        (pickupable Plate_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_48)
        (isReceptacleObject Plate_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_48)
        (cleanable Plate_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_48)
        (heatable Plate_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_48)
        (coolable Plate_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_48)
        (pickupable Cup_bar__minus_01_dot_69_bar__plus_00_dot_33_bar__plus_01_dot_47)
        (isReceptacleObject Cup_bar__minus_01_dot_69_bar__plus_00_dot_33_bar__plus_01_dot_47)
        (cleanable Cup_bar__minus_01_dot_69_bar__plus_00_dot_33_bar__plus_01_dot_47)
        (heatable Cup_bar__minus_01_dot_69_bar__plus_00_dot_33_bar__plus_01_dot_47)
        (coolable Cup_bar__minus_01_dot_69_bar__plus_00_dot_33_bar__plus_01_dot_47)
        (pickupable Pot_bar__plus_00_dot_68_bar__plus_00_dot_73_bar__minus_01_dot_76)
        (isReceptacleObject Pot_bar__plus_00_dot_68_bar__plus_00_dot_73_bar__minus_01_dot_76)
        (cleanable Pot_bar__plus_00_dot_68_bar__plus_00_dot_73_bar__minus_01_dot_76)
        (coolable Pot_bar__plus_00_dot_68_bar__plus_00_dot_73_bar__minus_01_dot_76)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle CellPhone_bar__minus_01_dot_03_bar__plus_00_dot_06_bar__minus_00_dot_70 Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69)
        (inReceptacle CD_bar__minus_01_dot_70_bar__plus_00_dot_06_bar__plus_01_dot_09 Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11)
        (inReceptacle Plate_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_48 Shelf_bar__minus_01_dot_73_bar__plus_00_dot_28_bar__plus_01_dot_51)
        (inReceptacle Cup_bar__minus_01_dot_69_bar__plus_00_dot_33_bar__plus_01_dot_47 Shelf_bar__minus_01_dot_73_bar__plus_00_dot_28_bar__plus_01_dot_51)
        (inReceptacle Pot_bar__plus_00_dot_68_bar__plus_00_dot_73_bar__minus_01_dot_76 Shelf_bar__plus_00_dot_63_bar__plus_00_dot_68_bar__minus_01_dot_71)
        (receptacleAtLocation Bed_bar__minus_01_dot_04_bar__plus_00_dot_01_bar__minus_00_dot_69 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (receptacleAtLocation Desk_bar__plus_01_dot_58_bar_00_dot_00_bar__plus_00_dot_39 loc_bar_3_bar_2_bar_1_bar_30)
        (receptacleAtLocation Desk_bar__minus_01_dot_72_bar__plus_00_dot_01_bar__plus_01_dot_11 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_00_dot_63_bar__plus_00_dot_68_bar__minus_01_dot_71 loc_bar_3_bar__minus_3_bar_2_bar_30)
        (receptacleAtLocation Shelf_bar__minus_01_dot_73_bar__plus_00_dot_28_bar__plus_01_dot_51 loc_bar__minus_3_bar_5_bar_3_bar_30)
        (objectAtLocation CellPhone_bar__minus_01_dot_03_bar__plus_00_dot_06_bar__minus_00_dot_70 loc_bar__minus_3_bar_2_bar_2_bar_30)
        (objectAtLocation CD_bar__minus_01_dot_70_bar__plus_00_dot_06_bar__plus_01_dot_09 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (objectAtLocation Plate_bar__minus_01_dot_70_bar__plus_00_dot_33_bar__plus_01_dot_48 loc_bar__minus_3_bar_5_bar_3_bar_30)
        (objectAtLocation Cup_bar__minus_01_dot_69_bar__plus_00_dot_33_bar__plus_01_dot_47 loc_bar__minus_3_bar_5_bar_3_bar_30)
        (objectAtLocation Pot_bar__plus_00_dot_68_bar__plus_00_dot_73_bar__minus_01_dot_76 loc_bar_3_bar__minus_3_bar_2_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CellPhoneType)
                            (receptacleType ?r ShelfType)
                        )
                    )
                )
            )
        )
    )
