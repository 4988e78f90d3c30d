(define (problem plan_trial_gmem_0008)
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
        Pillow_bar__plus_01_dot_24_bar__plus_00_dot_05_bar__plus_01_dot_66 - object
        DeskLamp_bar__minus_00_dot_55_bar__plus_00_dot_05_bar__minus_01_dot_37 - object
        Pen_bar__minus_00_dot_48_bar__plus_00_dot_24_bar__minus_00_dot_88 - object
        Mug_bar__minus_01_dot_92_bar__plus_01_dot_77_bar__plus_00_dot_37 - object
        Bowl_bar__minus_01_dot_53_bar__plus_00_dot_07_bar__plus_00_dot_62 - object
        BaseballBat_bar__plus_01_dot_29_bar__plus_00_dot_05_bar__plus_01_dot_61 - object
        Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 - receptacle
        Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35 - receptacle
        Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 - receptacle
        GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 - receptacle
        Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 - receptacle
        loc_bar__minus_1_bar_3_bar_3_bar_30 - location
        loc_bar__minus_1_bar_6_bar_1_bar_30 - location
        loc_bar__minus_3_bar_4_bar_3_bar_0 - location
        loc_bar__minus_4_bar_8_bar_3_bar_30 - location
        loc_bar__minus_7_bar_5_bar_2_bar__minus_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_1_bar__minus_5_bar_0_bar_30 - location
        loc_bar_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar_1_bar_0_bar_3_bar_30 - location
        loc_bar_2_bar__minus_6_bar_0_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 BedType)
        (receptacleType Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35 DeskType)
        (receptacleType Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67 DeskType)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85 DrawerType)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 DrawerType)
        (receptacleType GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 GarbageCanType)
        (receptacleType Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 SafeType)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 ShelfType)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 ShelfType)
        (objectType Pillow_bar__plus_01_dot_24_bar__plus_00_dot_05_bar__plus_01_dot_66 PillowType)
        (objectType DeskLamp_bar__minus_00_dot_55_bar__plus_00_dot_05_bar__minus_01_dot_37 DeskLampType)
        (objectType Pen_bar__minus_00_dot_48_bar__plus_00_dot_24_bar__minus_00_dot_88 PenType)
        (objectType Mug_bar__minus_01_dot_92_bar__plus_01_dot_77_bar__plus_00_dot_37 MugType)
        (objectType Bowl_bar__minus_01_dot_53_bar__plus_00_dot_07_bar__plus_00_dot_62 BowlType)
        (objectType BaseballBat_bar__plus_01_dot_29_bar__plus_00_dot_05_bar__plus_01_dot_61 BaseballBatType)
        (canContain BedType BaseballBatType)
        (canContain BedType PillowType)
        (canContain DeskType BowlType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DrawerType PenType)
        (canContain GarbageCanType PenType)
        (canContain ShelfType BowlType)
        (canContain ShelfType MugType)
        (canContain ShelfType PenType)
        (pickupable Pillow_bar__plus_01_dot_24_bar__plus_00_dot_05_bar__plus_01_dot_66)
        (toggleable DeskLamp_bar__minus_00_dot_55_bar__plus_00_dot_05_bar__minus_01_dot_37)
        (pickupable Pen_bar__minus_00_dot_48_bar__plus_00_dot_24_bar__minus_00_dot_88)
        (pickupable Mug_bar__minus_01_dot_92_bar__plus_01_dot_77_bar__plus_00_dot_37)
        (isReceptacleObject Mug_bar__minus_01_dot_92_bar__plus_01_dot_77_bar__plus_00_dot_37)
        (cleanable Mug_bar__minus_01_dot_92_bar__plus_01_dot_77_bar__plus_00_dot_37)
        (heatable Mug_bar__minus_01_dot_92_bar__plus_01_dot_77_bar__plus_00_dot_37)
        (coolable Mug_bar__minus_01_dot_92_bar__plus_01_dot_77_bar__plus_00_dot_37)
        (pickupable Bowl_bar__minus_01_dot_53_bar__plus_00_dot_07_bar__plus_00_dot_62)
        (isReceptacleObject Bowl_bar__minus_01_dot_53_bar__plus_00_dot_07_bar__plus_00_dot_62)
        (cleanable Bowl_bar__minus_01_dot_53_bar__plus_00_dot_07_bar__plus_00_dot_62)
        (coolable Bowl_bar__minus_01_dot_53_bar__plus_00_dot_07_bar__plus_00_dot_62)
        (pickupable BaseballBat_bar__plus_01_dot_29_bar__plus_00_dot_05_bar__plus_01_dot_61)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85)
        (openable Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Pillow_bar__plus_01_dot_24_bar__plus_00_dot_05_bar__plus_01_dot_66 Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67)
        (inReceptacle DeskLamp_bar__minus_00_dot_55_bar__plus_00_dot_05_bar__minus_01_dot_37 Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (inReceptacle Pen_bar__minus_00_dot_48_bar__plus_00_dot_24_bar__minus_00_dot_88 Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85)
        (inReceptacle Mug_bar__minus_01_dot_92_bar__plus_01_dot_77_bar__plus_00_dot_37 Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41)
        (inReceptacle Bowl_bar__minus_01_dot_53_bar__plus_00_dot_07_bar__plus_00_dot_62 Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67)
        (inReceptacle BaseballBat_bar__plus_01_dot_29_bar__plus_00_dot_05_bar__plus_01_dot_61 Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67)
        (receptacleAtLocation Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (receptacleAtLocation Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (receptacleAtLocation Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85 loc_bar_2_bar__minus_6_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 loc_bar_1_bar__minus_5_bar_0_bar_30)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 loc_bar_1_bar_0_bar_3_bar_30)
        (receptacleAtLocation Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 loc_bar__minus_4_bar_8_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (objectAtLocation Pillow_bar__plus_01_dot_24_bar__plus_00_dot_05_bar__plus_01_dot_66 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (objectAtLocation DeskLamp_bar__minus_00_dot_55_bar__plus_00_dot_05_bar__minus_01_dot_37 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (objectAtLocation Pen_bar__minus_00_dot_48_bar__plus_00_dot_24_bar__minus_00_dot_88 loc_bar_2_bar__minus_6_bar_0_bar_30)
        (objectAtLocation Mug_bar__minus_01_dot_92_bar__plus_01_dot_77_bar__plus_00_dot_37 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (objectAtLocation Bowl_bar__minus_01_dot_53_bar__plus_00_dot_07_bar__plus_00_dot_62 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (objectAtLocation BaseballBat_bar__plus_01_dot_29_bar__plus_00_dot_05_bar__plus_01_dot_61 loc_bar__minus_1_bar_6_bar_1_bar_30)
        )

(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o PillowType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
